import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { customersPageSchema } from '@shop/domain/contracts/customers';
import { NavbarSearchProvider } from '@/lib/navbar-search';
import { fakeApi } from '@/testing/api';
import { renderRoutes, renderWithProviders } from '@/testing/render';
import { AddressForm } from '../components/address-form';
import ManageCustomers from './manage-customers';

beforeEach(async () => {
  await i18next.changeLanguage('ar');
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('The customer screens in Arabic', { timeout: 20_000 }, () => {
  it('lists the customers in Arabic with the phone kept left to right', async () => {
    const customer = {
      id: 42,
      name: 'Hessa Al Falasi',
      first_name: 'Hessa',
      last_name: 'Al Falasi',
      email: 'hessa@example.ae',
      phone: '+971 50 111 2222',
    };
    fakeApi.get('/api/admin/customers', customersPageSchema, {
      items: [customer],
      total: 1,
      page: 1,
      pageSize: 10,
      totalIsExact: true,
      hasMore: false,
      nextCursor: null,
    });
    renderRoutes(
      [
        {
          path: '/dashboard/manage-customer',
          element: (
            <NavbarSearchProvider>
              <ManageCustomers />
            </NavbarSearchProvider>
          ),
        },
      ],
      ['/dashboard/manage-customer'],
    );
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
