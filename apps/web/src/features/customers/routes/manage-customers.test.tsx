import { describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { customersPageSchema, type CustomersPage } from '@shop/domain/contracts/customers';
import { useNavbarSearchState } from '@/lib/navbar-search';
import { fakeApi, type FakeRequest } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { renderRoutes } from '@/testing/render';
import { fakeRackets } from '@/testing/fake-rackets';
import ManageCustomers from './manage-customers';
import { AddCustomerModal } from '../components/add-customer-modal';
import CustomerDetails from './customer-details';
import { CUSTOMER_ROW } from '../testing/customer-row';

const CUSTOMERS = '/api/admin/customers';
const customer = CUSTOMER_ROW;
const page = (items: CustomersPage['items'], total = items.length, pageNo = 1): CustomersPage =>
  listPage(items, { total, page: pageNo });
const asked = (request: FakeRequest | undefined) =>
  ['search', 'page', 'cursor'].map((name) => request?.query.get(name) ?? null);

/** The navbar's search box, as the layout renders it. */
function SearchBox() {
  const search = useNavbarSearchState();
  return <input aria-label="Search" value={search.value} onChange={(e) => search.setValue(e.target.value)} />;
}
function Landing() {
  const location = useLocation();
  return <pre data-testid="landing">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
}

function open(url = '/dashboard/manage-customer') {
  return renderRoutes(
    [
      {
        path: '/dashboard/manage-customer',
        element: (
          <>
            <SearchBox />
            <ManageCustomers addCustomer={AddCustomerModal} />
          </>
        ),
      },
      { path: '*', element: <Landing /> },
    ],
    [url],
  );
}

/** The server's capped list: it counts 10,000 from the list's start, and 10,000 more from a cursor. */
function cappedList({ query }: FakeRequest): CustomersPage {
  const pageNo = Number(query.get('page'));
  const rows = Array.from({ length: 10 }, (_, i) => ({
    ...customer,
    id: (pageNo - 1) * 10 + i + 1,
    name: `Customer ${(pageNo - 1) * 10 + i + 1}`,
  }));
  const total = query.get('cursor') ? (pageNo - 1) * 10 + 10_000 : 10_000;
  return { ...page(rows, total, pageNo), totalIsExact: false, hasMore: true, nextCursor: `c${pageNo + 1}` };
}

describe('Manage customers', { timeout: 20_000 }, () => {
  it('shows the loading state, then the rows with View Details; no pagination at one page', async () => {
    let release: (answer: CustomersPage) => void = () => undefined;
    fakeApi.get(CUSTOMERS, customersPageSchema, () => new Promise<CustomersPage>((resolve) => (release = resolve)));
    open();
    expect(await screen.findByText('Loading customers…')).toBeInTheDocument();
    release(page([customer]));
    expect((await screen.findAllByText('Hessa Al Falasi')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading customers…')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1' })).not.toBeInTheDocument();
  });

  it('says No customers found when the search matches nobody', async () => {
    fakeApi.get(CUSTOMERS, customersPageSchema, page([]));
    open();
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
  });

  it('shows the server sentence when the list cannot be loaded, and Try again loads it', async () => {
    fakeApi.failure('get', CUSTOMERS, 503, 'The database is not reachable.');
    open();
    expect(await screen.findByText('The database is not reachable.')).toBeInTheDocument();
    fakeApi.get(CUSTOMERS, customersPageSchema, page([customer]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('Hessa Al Falasi')).length).toBeGreaterThan(0);
    expect(screen.queryByText('The database is not reachable.')).toBeNull();
  });

  it('searches on the server from the navbar box, back to page 1', async () => {
    const list = fakeApi.get(CUSTOMERS, customersPageSchema, ({ query }) =>
      page([customer], query.get('search') ? 1 : 25),
    );
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: '2' }, { timeout: 5000 }));
    await waitFor(() => expect(list.last()?.query.get('page')).toBe('2'));
    await userEvent.type(screen.getByLabelText('Search'), '2222');
    await waitFor(() => expect(asked(list.last())).toEqual(['2222', '1', null]));
    await waitFor(() => expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?search=2222');
  });

  it('keeps the search and the page in the URL: a reload opens the same page of the same search', async () => {
    const list = fakeApi.get(CUSTOMERS, customersPageSchema, ({ query }) =>
      page([{ ...customer, name: `Match on page ${query.get('page')}` }], 25, Number(query.get('page'))),
    );
    open('/dashboard/manage-customer?search=hessa&page=2');
    expect((await screen.findAllByText('Match on page 2')).length).toBeGreaterThan(0);
    expect(asked(list.last())).toEqual(['hessa', '2', null]);
    expect(screen.getByLabelText('Search')).toHaveValue('hessa');
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();
  });

  it('the back button returns to the previous page, and to the list before the search', async () => {
    const list = fakeApi.get(CUSTOMERS, customersPageSchema, ({ query }) =>
      page(
        [{ ...customer, name: `${query.get('search') || 'All'} p${query.get('page')}` }],
        25,
        Number(query.get('page')),
      ),
    );
    const { router } = open('/dashboard/manage-customer?page=3');
    expect((await screen.findAllByText('All p3')).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText('Search'), 'khan');
    expect((await screen.findAllByText('khan p1')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect((await screen.findAllByText('khan p2')).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('?search=khan&page=2');

    await router.navigate(-1);
    expect((await screen.findAllByText('khan p1')).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('?search=khan');
    await router.navigate(-1);
    expect((await screen.findAllByText('All p3')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
    expect(asked(list.last())).toEqual([null, '3', null]);
  });

  it('shows a capped total honestly, opens its last numbered page, and goes past it by cursor', async () => {
    const list = fakeApi.get(CUSTOMERS, customersPageSchema, cappedList);
    open();
    expect(await screen.findByText('1–10 of 10,000+')).toBeInTheDocument();
    expect(screen.getByText('10,000+ customers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1000' }));
    expect((await screen.findAllByText('Customer 9991')).length).toBeGreaterThan(0);
    expect(screen.getByText('9,991–10,000 of 10,000+')).toBeInTheDocument();
    expect(asked(list.last()).slice(1)).toEqual(['1000', null]);
    // Page 1,001 opens once page 1,000 has answered with its cursor.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect((await screen.findAllByText('Customer 10001')).length).toBeGreaterThan(0);
    expect(screen.getByText('10,001–10,010 of 20,000+')).toBeInTheDocument();
    expect(asked(list.last()).slice(1)).toEqual(['1001', 'c1001']);
    // Only pages that open by number, and the one after the deepest seen, are offered (the deepest page seen is
    // remembered once page 1,001 has rendered: waited for, not read in the same tick).
    expect(await screen.findByRole('button', { name: '1002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2000' })).not.toBeInTheDocument();
  });

  it('a reload past the numbered pages asks for the same page with its cursor', async () => {
    const list = fakeApi.get(CUSTOMERS, customersPageSchema, cappedList);
    open('/dashboard/manage-customer?page=1001&cursor=c1001');
    expect((await screen.findAllByText('Customer 10001')).length).toBeGreaterThan(0);
    expect(asked(list.last())).toEqual([null, '1001', 'c1001']);
    expect(screen.getByText('10,001–10,010 of 20,000+')).toBeInTheDocument();
  });

  it('shows each customer on a phone as a card with the same columns as the table', async () => {
    fakeApi.get(CUSTOMERS, customersPageSchema, page([customer]));
    open();
    const card = await screen.findByRole('article', { name: 'Hessa Al Falasi' });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['ID', 'Name', 'Email', 'Phone', 'Actions']);
    for (const label of ['Email', 'Phone']) expect(within(card).getByText(label)).toBeInTheDocument();
    for (const value of ['#42', 'Hessa Al Falasi', 'hessa@example.ae', '+971 50 111 2222'])
      expect(within(card).getByText(value)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
  });

  it('View Details opens customer details with the customer in navigation state', async () => {
    fakeApi.get(CUSTOMERS, customersPageSchema, page([customer]));
    open();
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
    fakeRackets([]);
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
