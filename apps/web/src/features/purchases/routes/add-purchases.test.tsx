import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { PURCHASE_MESSAGES, type ManualPurchaseRequest } from '@shop/domain/contracts/purchases';
import { fakeApi } from '@/testing/api';
import { fakeSave, NAV_CUSTOMER, renderAddPurchases } from '../testing/add-purchases';
import { fakeCustomerLoadedLater } from '@/testing/purchases';

const customer = NAV_CUSTOMER;
const SAVE = '/api/manual-purchase/:customerId';
const SYNC = '/api/admin/sync-customer/:id';

function Landing() {
  const location = useLocation();
  return <pre data-testid="landing">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
}

function open(path = '/dashboard/add-purchases/7', state: unknown = { customer }) {
  renderAddPurchases(<Landing />, path, state);
}

async function chooseCategory(block: number, label: string) {
  const card = within(await screen.findByTestId(`purchase-block-${block}`));
  await userEvent.click(card.getByPlaceholderText('Choose the category'));
  // The dropdown animates in; under jsdom it stays display:none, so the option is found hidden. An
  // earlier block's closed dropdown stays in the page too: the one just opened is the last.
  const options = await screen.findAllByRole('option', { name: label, hidden: true });
  await userEvent.click(options.at(-1)!);
}

/** Types a product that is not in the store catalogue, and chooses its category (Racket unless named). */
async function fill(
  block: number,
  values: { id: string; name: string; price: string; quantity?: string; category?: string },
) {
  const card = within(await screen.findByTestId(`purchase-block-${block}`));
  await userEvent.type(card.getByLabelText(/Product ID/), values.id);
  await userEvent.type(card.getByLabelText(/Product Name/), values.name);
  await userEvent.type(card.getByLabelText(/Price \(AED\)/), values.price);
  if (values.quantity) {
    await userEvent.clear(card.getByLabelText(/Quantity/));
    await userEvent.type(card.getByLabelText(/Quantity/), values.quantity);
  }
  await chooseCategory(block, values.category ?? 'Racket');
}

describe('Add purchases', { timeout: 30_000 }, () => {
  it('numbers the blocks; remove appears only with more than one block', async () => {
    open();
    expect(await screen.findByText('Purchase 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove purchase 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Purchase' }));
    expect(screen.getByText('Purchase 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove purchase 2' }));
    expect(screen.queryByText('Purchase 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove purchase 1' })).not.toBeInTheDocument();
  });

  it('requires the fields of every block and sends nothing until they are filled', async () => {
    const save = fakeSave();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Purchases' }));
    expect(await screen.findByText(PURCHASE_MESSAGES.productIdRequired)).toBeInTheDocument();
    expect(screen.getByText(PURCHASE_MESSAGES.productNameRequired)).toBeInTheDocument();
    expect(screen.getByText(PURCHASE_MESSAGES.priceRequired)).toBeInTheDocument();
    expect(save.count()).toBe(0);
  });

  // The form reads the browser's clock for its today: pinned here (the clock alone, not the timers), at the last
  // millisecond of 30 November in Dubai and at its midnight, so no run depends on the hour it starts.
  it.each([
    ['2026-11-30T19:59:59.999Z', '30/11/2026'],
    ['2026-11-30T20:00:00.000Z', '01/12/2026'],
  ])(
    'takes the purchase date as dd/mm/yyyy with a calendar that offers no day after today (at %s)',
    async (now, shown) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
      try {
        open();
        const card = within(screen.getByTestId('purchase-block-1'));
        const field = card.getByRole('button', { name: /Purchase Date/ });
        expect(field).toHaveTextContent(shown);
        await userEvent.click(field);
        expect(await screen.findByRole('button', { name: 'Next month' })).toBeDisabled();
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it("shows a 400's field messages once, on the same fields (no alert repeating them)", async () => {
    fakeApi.failure('post', SAVE, 400, PURCHASE_MESSAGES.productIdInvalid, {
      'purchases.0.product_id': PURCHASE_MESSAGES.productIdInvalid,
    });
    open();
    await fill(1, { id: '101', name: 'Racket', price: '1200' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Purchases' }));
    const productId = within(screen.getByTestId('purchase-block-1')).getByLabelText(/Product ID/);
    await waitFor(() => expect(productId).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(PURCHASE_MESSAGES.productIdInvalid)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends every block in one call and opens Our Services on success', async () => {
    const save = fakeSave();
    open();
    await fill(1, { id: '101', name: 'Babolat Pure Aero', price: '1150' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Purchase' }));
    await fill(2, { id: '202', name: 'Overgrip pack', price: '35.50', quantity: '2', category: 'Accessory' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Purchases' }));
    const landing = JSON.parse((await screen.findByTestId('landing')).textContent ?? '{}');
    expect(landing).toEqual({ path: '/dashboard/our-services/7', state: { customer } });
    expect(save.count()).toBe(1);
    expect(save.last()?.params.customerId).toBe('7');
    const body = save.last()?.body as ManualPurchaseRequest;
    expect(body.purchases.map((p) => [p.product_id, p.price, p.quantity, p.category])).toEqual([
      [101, 1150, 1, 'racket'],
      [202, 35.5, 2, 'accessory'],
    ]);
  });

  it("shows the server's error sentence", async () => {
    fakeApi.failure('post', SAVE, 404, 'No customer with this id exists in the store.');
    open();
    await fill(1, { id: '101', name: 'Racket', price: '1200' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Purchases' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No customer with this id exists in the store.');
  });

  it("falls back to 'Failed to save purchases.' when the server gives no sentence", async () => {
    fakeApi.failure('post', SAVE, 502, '');
    open();
    await fill(1, { id: '101', name: 'Racket', price: '1200' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Purchases' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PURCHASE_MESSAGES.saveFailed);
  });

  it('Back returns to customer details with the customer', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(JSON.parse((await screen.findByTestId('landing')).textContent ?? '{}')).toEqual({
      path: '/dashboard/customer-details',
      state: { customer },
    });
  });

  it('opened by a direct link, loads the customer by id (loading, then the name)', async () => {
    const { release, sync } = fakeCustomerLoadedLater();
    open('/dashboard/add-purchases/7', null);
    expect(await screen.findByText('Loading customer…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Hessa Al Falasi')).toBeInTheDocument();
    expect(screen.queryByText('Loading customer…')).not.toBeInTheDocument();
    expect(sync.last()?.params.id).toBe('7');
  });

  it('opened by a direct link, says when the customer cannot be loaded', async () => {
    fakeApi.failure('get', SYNC, 404, 'No customer with this id exists in the store.');
    open('/dashboard/add-purchases/7', null);
    expect(await screen.findByRole('alert')).toHaveTextContent('No customer with this id exists in the store.');
  });

  it('goes to manage-customer with a customer id that is not a number', async () => {
    open('/dashboard/add-purchases/abc', null);
    expect(JSON.parse((await screen.findByTestId('landing')).textContent ?? '{}').path).toBe(
      '/dashboard/manage-customer',
    );
  });
});
