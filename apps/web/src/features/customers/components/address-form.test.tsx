import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { AddressForm } from './address-form';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: () => { status: number; body: unknown } | Promise<never>) {
  const fetchMock = vi.fn(async () => {
    const { status, body } = await answer();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText(/Address line/), 'Villa 14, Street 22b');
  await userEvent.type(screen.getByLabelText(/^Area/), 'Umm Suqeim 1');
  await userEvent.type(screen.getByLabelText(/^City/), 'Dubai');
  await userEvent.click(screen.getByPlaceholderText('Choose an emirate'));
  // The dropdown animates in; under jsdom it stays display:none, so the option is found hidden.
  await userEvent.click(await screen.findByRole('option', { name: 'Ras Al Khaimah', hidden: true }));
}

const saved = {
  address_id: 5,
  customer_id: 42,
  address_line: 'Villa 14, Street 22b',
  area: 'Umm Suqeim 1',
  landmark: '',
  pincode: '',
  city: 'Dubai',
  state: 'Ras Al Khaimah',
  country: 'UAE',
  is_default: true,
  address_type: 'Home',
};

describe('address form', { timeout: 20_000 }, () => {
  it('offers the seven emirates, UAE only and Home/Office/Other', async () => {
    renderWithProviders(<AddressForm customerId={42} onSaved={() => undefined} />);
    const state = screen.getByPlaceholderText('Choose an emirate');
    await userEvent.click(state);
    const listbox = await waitFor(
      () =>
        document.getElementById(state.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('no listbox')),
    );
    const emirates = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(emirates).toEqual([
      'Dubai',
      'Abu Dhabi',
      'Sharjah',
      'Umm Al Qaiwain',
      'Fujairah',
      'Ajman',
      'Ras Al Khaimah',
    ]);
    const input = (label: RegExp) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT');
    expect(input(/^Country/)).toHaveValue('UAE');
    expect(input(/^Address type/)).toHaveValue('Home');
  });

  it('names each missing required field without calling the server', async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: {} }));
    renderWithProviders(<AddressForm customerId={42} onSaved={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const message of [
      'Address line is required.',
      'Area is required.',
      'City is required.',
      'Please choose an emirate.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the customer is missing when there is none', async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: {} }));
    renderWithProviders(<AddressForm customerId={null} onSaved={() => undefined} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Customer ID is missing. Please select a customer.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts with the customer-id header and is_default 1, then hands back the saved address', async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: { message: 'Address saved.', address: saved } }));
    const onSaved = vi.fn();
    renderWithProviders(<AddressForm customerId={42} onSaved={onSaved} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Make this the default address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/customer-address');
    expect((init.headers as Record<string, string>)['customer-id']).toBe('42');
    expect(JSON.parse(String(init.body))).toMatchObject({
      address_line: 'Villa 14, Street 22b',
      state: 'Ras Al Khaimah',
      country: 'UAE',
      address_type: 'Home',
      is_default: 1,
    });
  });

  it("shows the server's sentence, else 'Failed to save address.'", async () => {
    stubFetch(() => ({
      status: 409,
      body: { error: 'A customer can have at most 20 saved addresses.', message: 'x' },
    }));
    renderWithProviders(<AddressForm customerId={42} onSaved={() => undefined} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('A customer can have at most 20 saved addresses.')).toBeInTheDocument();
    stubFetch(() => Promise.reject(new TypeError('offline')));
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Failed to save address.')).toBeInTheDocument();
  });
});
