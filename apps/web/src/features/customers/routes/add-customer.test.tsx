import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import {
  customerSchema,
  customersPageSchema,
  syncCustomerResponseSchema,
  type Customer,
  type CustomersPage,
} from '@shop/domain/contracts/customers';
import { saveSession } from '@/lib/session';
import { FakeAnswer, fakeApi } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { renderRoutes } from '@/testing/render';
import { fakeRackets } from '@/testing/fake-rackets';
import ManageCustomers from './manage-customers';
import { AddCustomerModal } from '../components/add-customer-modal';
import CustomerDetails from './customer-details';

const CUSTOMERS = '/api/admin/customers';
const page = (items: Customer[]): CustomersPage => listPage(items);
const layla: Customer = {
  id: 4242,
  name: 'Layla Haddad',
  first_name: 'Layla',
  last_name: 'Haddad',
  email: 'layla@example.ae',
  phone: '+971 54 880 1122',
};

function Landing() {
  const location = useLocation();
  return <pre data-testid="landing">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
}
function open(url: string) {
  return renderRoutes(
    [
      {
        path: '/dashboard/manage-customer',
        element: <ManageCustomers addCustomer={AddCustomerModal} />,
      },
      { path: '*', element: <Landing /> },
    ],
    [url],
  );
}
/** Add customer under 'No customers found' (the header has one too, without the search). */
async function addFromEmptyResult() {
  const empty = (await screen.findByText('No customers found')).parentElement!;
  await userEvent.click(within(empty).getByRole('button', { name: 'Add customer' }));
  return screen.findByRole('dialog');
}
const landed = async () => JSON.parse((await screen.findByTestId('landing')).textContent ?? '{}');

beforeEach(() => saveSession('token', 'staff'));

describe('Add customer', { timeout: 20_000 }, () => {
  it('adds the customer from an empty search, the name prefilled, and opens their page', async () => {
    fakeApi.get(CUSTOMERS, customersPageSchema, page([]));
    const add = fakeApi.post(CUSTOMERS, customerSchema, ({ body }) => {
      const b = body as { first_name: string; last_name: string };
      return { id: 501, name: `${b.first_name} ${b.last_name}`, ...b, email: null, phone: '+971 50 123 4567' };
    });
    open('/dashboard/manage-customer?search=Sara%20Khan');
    const dialog = await addFromEmptyResult();
    expect(within(dialog).getByLabelText(/First name/)).toHaveValue('Sara');
    expect(within(dialog).getByLabelText(/Last name/)).toHaveValue('Khan');
    await userEvent.type(within(dialog).getByLabelText(/Mobile/), '050 123 4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await landed()).toEqual({
      path: '/dashboard/customer-details',
      state: { customer: { id: 501, name: 'Sara Khan', email: null, phone: '+971 50 123 4567' } },
    });
    expect(add.last()?.body).toEqual({ first_name: 'Sara', last_name: 'Khan', phone: '050 123 4567', email: null });
  });

  it('puts a searched phone in the mobile field', async () => {
    fakeApi.get(CUSTOMERS, customersPageSchema, page([]));
    open('/dashboard/manage-customer?search=0501234567');
    expect(within(await addFromEmptyResult()).getByLabelText(/Mobile/)).toHaveValue('0501234567');
  });

  it('refuses a phone that is not a UAE mobile before sending anything', async () => {
    fakeApi.get(CUSTOMERS, customersPageSchema, page([layla]));
    const add = fakeApi.post(CUSTOMERS, customerSchema, layla);
    open('/dashboard/manage-customer');
    await userEvent.click(await screen.findByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Omar');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Saleh');
    await userEvent.type(within(dialog).getByLabelText(/Mobile/), '04 123 4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(
      (
        await within(dialog).findAllByText(
          'Please enter a UAE mobile number, for example 050 123 4567 or +971 50 123 4567.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(add.count()).toBe(0);
  });

  it('offers the customer who already has the phone, and opens their page', async () => {
    fakeApi.get(CUSTOMERS, customersPageSchema, page([]));
    fakeApi.post(
      CUSTOMERS,
      customerSchema,
      new FakeAnswer(409, {
        error: 'This phone belongs to Layla Haddad.',
        message: 'This phone belongs to Layla Haddad.',
        existing_id: 4242,
        existing_name: 'Layla Haddad',
        field: 'phone',
      }),
    );
    fakeApi.get('/api/admin/sync-customer/:id', syncCustomerResponseSchema, {
      message: 'Customer details updated from the online store.',
      customer: layla,
    });
    open('/dashboard/manage-customer?search=Layla');
    const dialog = await addFromEmptyResult();
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'H');
    await userEvent.type(within(dialog).getByLabelText(/Mobile/), '0548801122');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByText('This phone belongs to Layla Haddad.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open Layla Haddad page' }));
    expect((await landed()).state.customer).toEqual({
      id: 4242,
      name: 'Layla Haddad',
      email: 'layla@example.ae',
      phone: '+971 54 880 1122',
    });
  });

  it('shows No email and a WhatsApp link for a customer without email', async () => {
    fakeApi.get(CUSTOMERS, customersPageSchema, page([{ ...layla, email: null }]));
    open('/dashboard/manage-customer');
    expect((await screen.findAllByText('No email')).length).toBeGreaterThan(0);
    const links = screen.getAllByRole('link', { name: 'WhatsApp Layla Haddad' });
    expect(links[0]).toHaveAttribute('href', 'https://wa.me/971548801122');
  });

  it('shows No email and WhatsApp on the details of a customer without email', async () => {
    fakeRackets([]);
    renderRoutes(
      [{ path: '/dashboard/customer-details', element: <CustomerDetails /> }],
      [{ pathname: '/dashboard/customer-details', state: { customer: { ...layla, email: null } } }],
    );
    expect(await screen.findByText('No email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp Layla Haddad' })).toHaveAttribute(
      'href',
      'https://wa.me/971548801122',
    );
  });
});
