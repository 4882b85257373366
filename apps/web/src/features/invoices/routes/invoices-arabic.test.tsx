import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { invoiceListResponseSchema } from '@shop/domain/contracts/invoices';
import { NavbarSearchProvider } from '@/lib/navbar-search';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import ManageInvoicesPage from './manage-invoices';

beforeEach(async () => {
  await i18next.changeLanguage('ar');
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('All invoices in Arabic', { timeout: 20_000 }, () => {
  it('shows the invoices with Arabic headings and status, the amount kept left to right', async () => {
    fakeApi.get('/api/admin/invoices', invoiceListResponseSchema, {
      items: [
        {
          invoice_number: 'INV-2026-001001',
          customer_name: 'Mariam Khoury',
          amount: 105,
          transaction_date: '2026-11-20T10:00:00.000Z',
          status: 'paid',
          description: 'Racket service: 1 stringing booking',
          transaction_id: 'TXN1',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
      totalIsExact: true,
      hasMore: false,
      nextCursor: null,
    });
    renderWithProviders(
      <NavbarSearchProvider>
        <ManageInvoicesPage />
      </NavbarSearchProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'كل الفواتير' })).toBeInTheDocument();
    expect(await screen.findByText('فاتورة واحدة')).toBeInTheDocument();
    expect(screen.getAllByText('مدفوعة').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'تنزيل ملف PDF للفاتورة \u2066INV-2026-001001\u2069' }).length).toBe(
      2,
    );
    const amount = screen.getAllByText(/105\.00/)[0]!;
    expect(amount).toHaveAttribute('dir', 'ltr');
  });
});
