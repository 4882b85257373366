import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAddressResponseSchema, type Address } from '@shop/domain/contracts/addresses';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { AddressForm } from '@/components/address-form';
import { inputByLabel, optionTexts } from '@/testing/fields';

const SAVE = '/api/customer-address';
const fakeSave = () => fakeApi.post(SAVE, saveAddressResponseSchema, { message: 'Address saved.', address: saved });

async function fillRequired() {
  await userEvent.type(screen.getByLabelText(/Address line/), 'Villa 14, Street 22b');
  await userEvent.type(screen.getByLabelText(/^Area/), 'Umm Suqeim 1');
  await userEvent.type(screen.getByLabelText(/^City/), 'Dubai');
  await userEvent.click(screen.getByPlaceholderText('Choose an emirate'));
  // The dropdown animates in; under jsdom it stays display:none, so the option is found hidden.
  await userEvent.click(await screen.findByRole('option', { name: 'Ras Al Khaimah', hidden: true }));
}

const saved: Address = {
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
    const emirates = await optionTexts(screen.getByPlaceholderText('Choose an emirate'));
    expect(emirates).toEqual([
      'Dubai',
      'Abu Dhabi',
      'Sharjah',
      'Umm Al Qaiwain',
      'Fujairah',
      'Ajman',
      'Ras Al Khaimah',
    ]);
    expect(inputByLabel(/^Country/)).toHaveValue('UAE');
    expect(inputByLabel(/^Address type/)).toHaveValue('Home');
  });

  it('names each missing required field without calling the server', async () => {
    const save = fakeSave();
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
    expect(save.count()).toBe(0);
  });

  it('says the customer is missing when there is none', async () => {
    const save = fakeSave();
    renderWithProviders(<AddressForm customerId={null} onSaved={() => undefined} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Customer ID is missing. Please select a customer.')).toBeInTheDocument();
    expect(save.count()).toBe(0);
  });

  it('posts with the customer-id header and is_default 1, then hands back the saved address', async () => {
    const save = fakeSave();
    const onSaved = vi.fn();
    renderWithProviders(<AddressForm customerId={42} onSaved={onSaved} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Make this the default address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(save.count()).toBe(1);
    expect(save.last()?.headers.get('customer-id')).toBe('42');
    expect(save.last()?.body).toMatchObject({
      address_line: 'Villa 14, Street 22b',
      state: 'Ras Al Khaimah',
      country: 'UAE',
      address_type: 'Home',
      is_default: 1,
    });
  });

  it("shows the server's sentence, else 'Failed to save address.'", async () => {
    fakeApi.failure('post', SAVE, 409, 'A customer can have at most 20 saved addresses.');
    renderWithProviders(<AddressForm customerId={42} onSaved={() => undefined} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('A customer can have at most 20 saved addresses.')).toBeInTheDocument();
    fakeApi.failure('post', SAVE, 502, '');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Failed to save address.')).toBeInTheDocument();
  });

  it('shows the per-field messages of a 400 once, on the same fields, and no alert repeating them', async () => {
    fakeApi.failure('post', SAVE, 400, 'This field can be at most 200 characters.', {
      area: 'This field can be at most 200 characters.',
    });
    renderWithProviders(<AddressForm customerId={42} onSaved={() => undefined} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.getByLabelText(/^Area/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('This field can be at most 200 characters.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the emirate, not a state, and no postcode (the UAE has none)', async () => {
    const save = fakeSave();
    renderWithProviders(<AddressForm customerId={42} onSaved={() => undefined} />);
    expect(inputByLabel(/^Emirate/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/State|Pincode|Postcode/)).not.toBeInTheDocument();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(save.count()).toBe(1));
    expect(save.last()?.body).not.toHaveProperty('pincode');
  });
});
