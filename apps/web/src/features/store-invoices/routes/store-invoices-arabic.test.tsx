import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { storeInvoiceListResponseSchema } from '@shop/domain/contracts/store-invoices';
import { describeInArabic } from '@/testing/arabic';
import { listPage } from '@/testing/list-page';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import StoreInvoicesPage from './store-invoices';

describeInArabic('Store invoices in Arabic', () => {
  it('names kinds, a replacement and the actions in Arabic', async () => {
    const base = {
      customer_name: 'Buyer 1',
      created_at: '2026-11-01T08:00:00.000Z',
      credited_invoice_number: null,
      replaces_number: null,
      replaced_by_number: null,
    };
    fakeApi.get(
      '/api/bigcommerce-invoices/metadata',
      storeInvoiceListResponseSchema,
      listPage([
        { ...base, id: 1, order_id: 501, invoice_number: 'SI-1001', kind: 'invoice', replaced_by_number: 'SI-1002' },
        { ...base, id: 2, order_id: 501, invoice_number: 'SI-1002', kind: 'invoice', replaces_number: 'SI-1001' },
      ]),
    );
    renderWithProviders(<StoreInvoicesPage />, '/dashboard/bigcommerce-invoices');
    expect(await screen.findByRole('heading', { name: 'فواتير BigCommerce' })).toBeInTheDocument();
    expect((await screen.findAllByText('مستبدلة')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('استُبدلت بـ \u2066SI-1002\u2069').length).toBeGreaterThan(0);
    expect(screen.getAllByText('تحل محل \u2066SI-1001\u2069').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'عرض \u2066SI-1002\u2069' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'تحديث من المتجر' })).toBeInTheDocument();
  });
});
