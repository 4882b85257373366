import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { CustomersPage } from '@shop/domain/contracts/customers';
import { NavbarSearchProvider, useNavbarSearchState } from '@/lib/navbar-search';
import { renderRoutes } from '@/testing/render';
import ManageCustomers from './manage-customers';
import CustomerDetails from './customer-details';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const customer = {
  id: 42,
  name: 'Hessa Al Falasi',
  first_name: 'Hessa',
  last_name: 'Al Falasi',
  email: 'hessa@example.ae',
  phone: '+971 50 111 2222',
};
const page = (items: CustomersPage['items'], total = items.length, pageNo = 1): CustomersPage => ({
  items,
  total,
  page: pageNo,
  pageSize: 10,
  totalIsExact: true,
  hasMore: pageNo * 10 < total,
  nextCursor: pageNo * 10 < total ? `after-${pageNo}` : null,
});

/** The navbar's search box, as the layout renders it. */
function SearchBox() {
  const search = useNavbarSearchState();
  return <input aria-label="Search" value={search.value} onChange={(e) => search.setValue(e.target.value)} />;
}
function Landing() {
  const location = useLocation();
  return <pre data-testid="landing">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
}

function open(answer: (url: URL) => Promise<Response>) {
  const fetch = vi.fn((input: RequestInfo | URL) => answer(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetch);
  renderRoutes(
    [
      {
        path: '/dashboard/manage-customer',
        element: (
          <NavbarSearchProvider>
            <SearchBox />
            <ManageCustomers />
          </NavbarSearchProvider>
        ),
      },
      { path: '*', element: <Landing /> },
    ],
    ['/dashboard/manage-customer'],
  );
  return fetch;
}

describe('Manage customers', { timeout: 20_000 }, () => {
  it('shows the loading state, then the rows with View Details; no pagination at one page', async () => {
    let release: (r: Response) => void = () => undefined;
    open(() => new Promise<Response>((resolve) => (release = resolve)));
    expect(await screen.findByText('Loading customers…')).toBeInTheDocument();
    release(
      new Response(JSON.stringify(page([customer])), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    expect((await screen.findAllByText('Hessa Al Falasi')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading customers…')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1' })).not.toBeInTheDocument();
  });

  it('says No customers found when the search matches nobody', async () => {
    open(() => json(page([])));
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
  });

  it('shows the server sentence when the list cannot be loaded', async () => {
    open(() => json({ error: 'The database is not reachable.', message: 'The database is not reachable.' }, 503));
    expect(await screen.findByText('The database is not reachable.')).toBeInTheDocument();
  });

  it('searches on the server from the navbar box, back to page 1', async () => {
    const fetch = open((url) => json(page([customer], url.searchParams.get('search') ? 1 : 25)));
    await userEvent.click(await screen.findByRole('button', { name: '2' }, { timeout: 5000 }));
    await vi.waitFor(() =>
      expect(new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost').searchParams.get('page')).toBe('2'),
    );
    await userEvent.type(screen.getByLabelText('Search'), '2222');
    await vi.waitFor(() => {
      const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
      expect(last.searchParams.get('search')).toBe('2222');
      expect(last.searchParams.get('page')).toBe('1');
    });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument());
  });

  it('shows a capped total honestly, opens its last numbered page, and goes past it by cursor', async () => {
    // The server counts 10,000 from the list's start, and 10,000 more from a cursor.
    const fetch = open((url) => {
      const pageNo = Number(url.searchParams.get('page'));
      const cursor = url.searchParams.get('cursor');
      const rows = Array.from({ length: 10 }, (_, i) => ({
        ...customer,
        id: (pageNo - 1) * 10 + i + 1,
        name: `Customer ${(pageNo - 1) * 10 + i + 1}`,
      }));
      const total = cursor ? (pageNo - 1) * 10 + 10_000 : 10_000;
      return json({ ...page(rows, total, pageNo), totalIsExact: false, hasMore: true, nextCursor: `c${pageNo + 1}` });
    });
    expect(await screen.findByText('1–10 of 10,000+')).toBeInTheDocument();
    expect(screen.getByText('10,000+ customers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1000' }));
    expect((await screen.findAllByText('Customer 9991')).length).toBeGreaterThan(0);
    expect(screen.getByText('9,991–10,000 of 10,000+')).toBeInTheDocument();
    const deepest = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
    expect([deepest.searchParams.get('page'), deepest.searchParams.get('cursor')]).toEqual(['1000', null]);
    // Page 1,001 opens once page 1,000 has answered with its cursor.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect((await screen.findAllByText('Customer 10001')).length).toBeGreaterThan(0);
    expect(screen.getByText('10,001–10,010 of 20,000+')).toBeInTheDocument();
    const past = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
    expect([past.searchParams.get('page'), past.searchParams.get('cursor')]).toEqual(['1001', 'c1001']);
    // Only pages that open by number, and the one after the deepest seen, are offered.
    expect(screen.getByRole('button', { name: '1002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2000' })).not.toBeInTheDocument();
  });

  it('View Details opens customer details with the customer in navigation state', async () => {
    open(() => json(page([customer])));
    const buttons = await screen.findAllByRole('button', { name: 'View Details' });
    await userEvent.click(buttons[0]!);
    const landing = JSON.parse((await screen.findByTestId('landing')).textContent ?? '{}');
    expect(landing.path).toBe('/dashboard/customer-details');
    expect(landing.state.customer).toMatchObject({
      id: 42,
      name: 'Hessa Al Falasi',
      email: 'hessa@example.ae',
      phone: '+971 50 111 2222',
    });
  });
});

describe('Customer details', () => {
  it('goes back to manage-customer without a customer in navigation state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({})),
    );
    renderRoutes(
      [
        { path: '/dashboard/customer-details', element: <CustomerDetails /> },
        { path: '*', element: <Landing /> },
      ],
      ['/dashboard/customer-details'],
    );
    expect(JSON.parse((await screen.findByTestId('landing')).textContent ?? '{}').path).toBe(
      '/dashboard/manage-customer',
    );
  });

  it('offers service details, raised tickets and add in-store purchase', async () => {
    localStorage.setItem('adminRole', 'staff');
    renderRoutes(
      [
        { path: '/dashboard/customer-details', element: <CustomerDetails /> },
        { path: '*', element: <Landing /> },
      ],
      [{ pathname: '/dashboard/customer-details', state: { customer } }],
    );
    const grid = await screen.findByRole('button', { name: 'Service Details' });
    expect(within(grid).getByText('Service Details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Raised Tickets' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add In-store Purchase' }));
    expect(JSON.parse((await screen.findByTestId('landing')).textContent ?? '{}').path).toBe(
      '/dashboard/add-purchases/42',
    );
    localStorage.clear();
  });
});
