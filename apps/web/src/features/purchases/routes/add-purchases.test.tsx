import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { PURCHASE_MESSAGES } from '@shop/domain/contracts/purchases';
import { renderRoutes } from '@/testing/render';
import AddPurchases from './add-purchases';

afterEach(() => vi.unstubAllGlobals());

const customer = { id: 7, name: 'Hessa Al Falasi', email: 'hessa@example.ae', phone: '+971 50 111 2222' };
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function Landing() {
  const location = useLocation();
  return <pre data-testid="landing">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
}

function open(answer: () => Promise<Response>, path = '/dashboard/add-purchases/7', state: unknown = { customer }) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  renderRoutes(
    [
      { path: '/dashboard/add-purchases/:customerId', element: <AddPurchases /> },
      { path: '*', element: <Landing /> },
    ],
    [{ pathname: path, state }],
  );
  return fetch;
}

async function fill(block: number, values: { id: string; name: string; price: string; quantity?: string }) {
  const card = within(await screen.findByTestId(`purchase-block-${block}`));
  await userEvent.type(card.getByLabelText(/Product ID/), values.id);
  await userEvent.type(card.getByLabelText(/Product Name/), values.name);
  await userEvent.type(card.getByLabelText(/Price \(AED\)/), values.price);
  if (values.quantity) {
    await userEvent.clear(card.getByLabelText(/Quantity/));
    await userEvent.type(card.getByLabelText(/Quantity/), values.quantity);
  }
}

describe('Add purchases', { timeout: 30_000 }, () => {
  it('numbers the blocks; remove appears only with more than one block', async () => {
    open(() => json({}));
    expect(await screen.findByText('Purchase 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove purchase 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Purchase' }));
    expect(screen.getByText('Purchase 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove purchase 2' }));
    expect(screen.queryByText('Purchase 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove purchase 1' })).not.toBeInTheDocument();
  });

  it('requires the fields of every block and sends nothing until they are filled', async () => {
    const fetch = open(() => json({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Purchases' }));
    expect(await screen.findByText(PURCHASE_MESSAGES.productIdRequired)).toBeInTheDocument();
    expect(screen.getByText(PURCHASE_MESSAGES.productNameRequired)).toBeInTheDocument();
    expect(screen.getByText(PURCHASE_MESSAGES.priceRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends every block in one call and opens Our Services on success', async () => {
    const fetch = open(() => json({ message: '2 purchases saved.', saved: 2, entitlements_created: 1 }, 201));
    await fill(1, { id: '101', name: 'Babolat Pure Aero', price: '1150' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Purchase' }));
    await fill(2, { id: '202', name: 'Overgrip pack', price: '35.50', quantity: '2' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Purchases' }));
    const landing = JSON.parse((await screen.findByTestId('landing')).textContent ?? '{}');
    expect(landing).toEqual({ path: '/dashboard/our-services/7', state: { customer } });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/manual-purchase/7');
    const body = JSON.parse(String(init.body)) as {
      purchases: { product_id: number; price: number; quantity: number }[];
    };
    expect(body.purchases.map((p) => [p.product_id, p.price, p.quantity])).toEqual([
      [101, 1150, 1],
      [202, 35.5, 2],
    ]);
  });

  it("shows the server's error sentence", async () => {
    open(() =>
      json(
        {
          error: 'No customer with this id exists in the store.',
          message: 'No customer with this id exists in the store.',
        },
        404,
      ),
    );
    await fill(1, { id: '101', name: 'Racket', price: '1200' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Purchases' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No customer with this id exists in the store.');
  });

  it("falls back to 'Failed to save purchases.' when the server gives no sentence", async () => {
    open(() => Promise.reject(new TypeError('offline')));
    await fill(1, { id: '101', name: 'Racket', price: '1200' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Purchases' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PURCHASE_MESSAGES.saveFailed);
  });

  it('Back returns to customer details with the customer', async () => {
    open(() => json({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(JSON.parse((await screen.findByTestId('landing')).textContent ?? '{}')).toEqual({
      path: '/dashboard/customer-details',
      state: { customer },
    });
  });

  it('opened by a direct link, loads the customer by id (loading, then the name)', async () => {
    let release: (r: Response) => void = () => undefined;
    const fetch = open(
      () => new Promise<Response>((resolve) => (release = resolve)),
      '/dashboard/add-purchases/7',
      null,
    );
    expect(await screen.findByText('Loading customer…')).toBeInTheDocument();
    release(
      new Response(
        JSON.stringify({ message: 'ok', customer: { ...customer, first_name: 'Hessa', last_name: 'Al Falasi' } }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    expect(await screen.findByText('Hessa Al Falasi')).toBeInTheDocument();
    expect(screen.queryByText('Loading customer…')).not.toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0 as never])).toContain('/api/admin/sync-customer/7');
  });

  it('opened by a direct link, says when the customer cannot be loaded', async () => {
    open(
      () => json({ error: 'No customer with this id exists in the store.' }, 404),
      '/dashboard/add-purchases/7',
      null,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No customer with this id exists in the store.');
  });

  it('goes to manage-customer with a customer id that is not a number', async () => {
    open(() => json({}), '/dashboard/add-purchases/abc', null);
    expect(JSON.parse((await screen.findByTestId('landing')).textContent ?? '{}').path).toBe(
      '/dashboard/manage-customer',
    );
  });
});
