import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { storeInvoiceListResponseSchema } from '@shop/domain/contracts/store-invoices';
import { NavbarSearchProvider } from '@/lib/navbar-search';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import StoreInvoicesPage from './store-invoices';

beforeEach(async () => {
  await i18next.changeLanguage('ar');
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('Store invoices in Arabic', { timeout: 20_000 }, () => {
  it('names kinds, a replacement and the actions in Arabic', async () => {
    const base = {
      customer_name: 'Buyer 1',
      created_at: '2026-11-01T08:00:00.000Z',
      credited_invoice_number: null,
      replaces_number: null,
      replaced_by_number: null,
    };
    fakeApi.get('/api/bigcommerce-invoices/metadata', storeInvoiceListResponseSchema, {
      items: [
        { ...base, id: 1, order_id: 501, invoice_number: 'SI-1001', kind: 'invoice', replaced_by_number: 'SI-1002' },
        { ...base, id: 2, order_id: 501, invoice_number: 'SI-1002', kind: 'invoice', replaces_number: 'SI-1001' },
      ],
      total: 2,
      page: 1,
      pageSize: 10,
      totalIsExact: true,
      hasMore: false,
      nextCursor: null,
    });
    renderRoutes(
      [
        {
          path: '/dashboard/bigcommerce-invoices',
          element: (
            <NavbarSearchProvider>
              <StoreInvoicesPage />
            </NavbarSearchProvider>
          ),
        },
      ],
      ['/dashboard/bigcommerce-invoices'],
    );
    expect(await screen.findByRole('heading', { name: 'فواتير BigCommerce' })).toBeInTheDocument();
    expect((await screen.findAllByText('مستبدلة')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('استُبدلت بـ \u2066SI-1002\u2069').length).toBeGreaterThan(0);
    expect(screen.getAllByText('تحل محل \u2066SI-1001\u2069').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'عرض \u2066SI-1002\u2069' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'تحديث من المتجر' })).toBeInTheDocument();
  });
});
