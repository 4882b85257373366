import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customersPageSchema } from '@shop/domain/contracts/customers';
import { describeInArabic } from '@/testing/arabic';
import { listPage } from '@/testing/list-page';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { AddressForm } from '../components/address-form';
import ManageCustomers from './manage-customers';

describeInArabic('The customer screens in Arabic', () => {
  it('lists the customers in Arabic with the phone kept left to right', async () => {
    const customer = {
      id: 42,
      name: 'Hessa Al Falasi',
      first_name: 'Hessa',
      last_name: 'Al Falasi',
      email: 'hessa@example.ae',
      phone: '+971 50 111 2222',
    };
    fakeApi.get('/api/admin/customers', customersPageSchema, listPage([customer]));
    renderWithProviders(<ManageCustomers />, '/dashboard/manage-customer');
    expect(await screen.findByRole('heading', { name: 'إدارة العملاء' })).toBeInTheDocument();
    expect(await screen.findByText('عميل واحد')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'عرض التفاصيل' }).length).toBeGreaterThan(0);
    const phones = screen.getAllByText('+971 50 111 2222');
    expect(phones[0]).toHaveAttribute('dir', 'ltr');
  });

  it('offers the emirates and address types in Arabic while sending their English values', async () => {
    renderWithProviders(<AddressForm customerId={42} onSaved={() => undefined} />);
    expect(screen.getByRole('button', { name: 'حفظ العنوان' })).toBeInTheDocument();
    const state = screen.getByPlaceholderText('اختر الإمارة');
    await userEvent.click(state);
    const listbox = await waitFor(
      () =>
        document.getElementById(state.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('no listbox')),
    );
    const emirates = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(emirates).toEqual(['دبي', 'أبوظبي', 'الشارقة', 'أم القيوين', 'الفجيرة', 'عجمان', 'رأس الخيمة']);
    const input = (label: RegExp) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT');
    expect(input(/^الدولة/)).toHaveValue('الإمارات');
    expect(input(/^نوع العنوان/)).toHaveValue('البيت');
  });
});
