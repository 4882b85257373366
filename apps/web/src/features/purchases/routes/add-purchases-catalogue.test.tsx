import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PURCHASE_MESSAGES,
  purchaseProductsResponseSchema,
  type ManualPurchaseRequest,
} from '@shop/domain/contracts/purchases';
import { fakeApi } from '@/testing/api';
import { fakeSave, renderAddPurchases } from '../testing/add-purchases';

const PRODUCTS = '/api/purchases/products';
const BAG = {
  id: 412,
  sku: 'WR-TOURBAG',
  name: 'Wilson Super Tour racket bag',
  price: 1150,
  category: 'accessory' as const,
};
const RACKET = { id: 101, sku: 'WR-PS97', name: 'Wilson Pro Staff 97 v14', price: 1249, category: 'racket' as const };
const GIFT = { id: 990, sku: 'GIFT', name: 'Gift card', price: 100, category: null };

const open = () => renderAddPurchases(<p>left</p>);

const fakeCatalogue = () =>
  fakeApi.get(PRODUCTS, purchaseProductsResponseSchema, ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const all = [RACKET, BAG, GIFT] as const;
    return { items: all.filter((p) => p.name.toLowerCase().includes(search) || String(p.id) === search) };
  });

async function pick(search: string, name: RegExp) {
  const card = within(await screen.findByTestId('purchase-block-1'));
  await userEvent.type(card.getByLabelText('Find in the store catalogue'), search);
  await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('Add purchases from the store catalogue', { timeout: 30_000 }, () => {
  it('a product picked by name fills id, name, price and category; a racket bag earns nothing', async () => {
    const products = fakeCatalogue();
    const save = fakeSave();
    open();
    await pick('racket bag', /Wilson Super Tour racket bag/);
    const card = within(screen.getByTestId('purchase-block-1'));
    expect(card.getByLabelText(/Product ID/)).toHaveValue('412');
    expect(card.getByLabelText(/Product Name/)).toHaveValue('Wilson Super Tour racket bag');
    expect(card.getByLabelText(/Price \(AED\)/)).toHaveValue('1,150');
    expect(card.getByPlaceholderText('Choose the category')).toHaveValue('Accessory');
    expect(card.queryByText(/Earns \d+ free stringings/)).not.toBeInTheDocument();
    expect(products.last()?.query.get('search')).toBe('racket bag');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Purchases' }));
    await screen.findByText('left');
    expect((save.last()?.body as ManualPurchaseRequest).purchases).toEqual([
      expect.objectContaining({ product_id: 412, price: 1150, category: 'accessory' }),
    ]);
  });

  it('a racket picked by id shows that it earns free stringings', async () => {
    fakeCatalogue();
    open();
    await pick('101', /Wilson Pro Staff 97 v14/);
    const card = within(screen.getByTestId('purchase-block-1'));
    expect(card.getByPlaceholderText('Choose the category')).toHaveValue('Racket');
    expect(card.getByText('Earns 10 free stringings')).toBeInTheDocument();
  });

  it('asks for the category when the store does not say, or the product is typed in, and sends nothing until chosen', async () => {
    fakeCatalogue();
    const save = fakeSave();
    open();
    await pick('gift', /Gift card/);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Purchases' }));
    expect(await screen.findByText(PURCHASE_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(save.count()).toBe(0);
  });

  it('says when nothing in the catalogue matches', async () => {
    fakeCatalogue();
    open();
    const card = within(await screen.findByTestId('purchase-block-1'));
    await userEvent.type(card.getByLabelText('Find in the store catalogue'), 'zzz');
    expect(await screen.findByText(PURCHASE_MESSAGES.productsNone)).toBeInTheDocument();
  });
});
