import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { invoiceListResponseSchema } from '@shop/domain/contracts/invoices';
import { describeInArabic } from '@/testing/arabic';
import { listPage } from '@/testing/list-page';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import ManageInvoicesPage from './manage-invoices';
import { makeInvoice } from '../testing/make-invoice';

describeInArabic('All invoices in Arabic', () => {
  it('shows the invoices with Arabic headings and status, the amount kept left to right', async () => {
    fakeApi.get('/api/admin/invoices', invoiceListResponseSchema, listPage([makeInvoice()]));
    renderWithProviders(<ManageInvoicesPage />);
    expect(await screen.findByRole('heading', { name: 'كل الفواتير' })).toBeInTheDocument();
    expect(await screen.findByText('فاتورة واحدة')).toBeInTheDocument();
    expect(screen.getAllByText('مدفوعة').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'تنزيل ملف PDF للفاتورة \u2066INV-2026-001001\u2069' }).length).toBe(
      2,
    );
    // The description the server wrote in English reads in Arabic.
    expect(screen.getAllByText('خدمة المضارب: حجز تركيب أوتار واحد').length).toBeGreaterThan(0);
    expect(screen.queryByText('Racket service: 1 stringing booking')).toBeNull();
    const amount = screen.getAllByText(/105\.00/)[0]!;
    expect(amount).toHaveAttribute('dir', 'ltr');
  });
});
