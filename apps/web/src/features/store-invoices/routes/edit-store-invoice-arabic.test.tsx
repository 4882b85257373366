import { expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aed, formatAedIn } from '@shop/domain/money';
import { storeInvoiceDetailSchema, storeProductListSchema } from '@shop/domain/contracts/store-invoices';
import { describeInArabic } from '@/testing/arabic';
import { fakeApi } from '@/testing/api';
import { inputByLabel, optionTexts } from '@/testing/fields';
import { renderRoutes } from '@/testing/render';
import EditStoreInvoicePage from './edit-store-invoice';
import { OVERGRIP, STORE_INVOICE } from '../testing/store-invoice';

/** The amount's own element: an isolate kept left to right inside the Arabic page. */
function amount(text: string, scope: HTMLElement = document.body) {
  const element = within(scope).getByText(text);
  expect(element.closest('bdi')).toHaveAttribute('dir', 'ltr');
  return element;
}

describeInArabic('Store invoice editor in Arabic', () => {
  it('shows every amount in Arabic through Intl, a discount with its minus inside the isolate, VAT 5% isolated', async () => {
    fakeApi.get('/api/bcinvoices/:invoiceId', storeInvoiceDetailSchema, STORE_INVOICE);
    fakeApi.get('/api/bigcommerce/products', storeProductListSchema, [OVERGRIP]);
    renderRoutes(
      [{ path: '/superadmin/bigcommerce-invoices/:invoiceId', element: <EditStoreInvoicePage /> }],
      ['/superadmin/bigcommerce-invoices/5'],
    );
    await screen.findByRole('heading', { name: 'الفاتورة \u2066SI-1005\u2069' });

    // Totals: Intl's ar-AE currency ("د.إ."), never the English "AED".
    expect(screen.getByTestId('grand-total')).toHaveTextContent('1,050.00 د.إ.');
    expect(screen.getByTestId('subtotal')).toHaveTextContent('1,000.00 د.إ.');
    expect(screen.getByTestId('vat-total')).toHaveTextContent('50.00 د.إ.');
    amount('\u200f1,050.00 د.إ.\u200f', screen.getByTestId('grand-total'));
    expect(screen.queryByText(/AED/)).toBeNull();

    // "5%" stays one left-to-right piece in the VAT label and the column heading.
    expect(screen.getAllByText('ضريبة القيمة المضافة \u20665%\u2069').length).toBeGreaterThanOrEqual(2);

    // A discount line: Intl's own minus ("\u200e-50.00"), in the left-to-right isolate, so it reads -50.00.
    fireEvent.click(screen.getByRole('button', { name: /إضافة خصم/ }));
    const discount = screen.getAllByTestId('invoice-line')[1]!;
    amount('\u200e-50.00', discount);
    amount('\u200e-47.62', discount);
    amount('\u200e-2.38', discount);
    expect(screen.getByTestId('grand-total')).toHaveTextContent('1,000.00 د.إ.');

    // The catalogue's product options carry the Arabic amount too.
    const input = inputByLabel(/إضافة منتج/);
    await waitFor(() => expect(input).toBeEnabled());
    expect(await optionTexts(input)).toEqual([`Wilson Pro Overgrip (3) · WIL-OG-3 · ${formatAedIn(aed(42), 'ar')}`]);
    expect(formatAedIn(aed(42), 'ar')).toMatch(/^\u200f42\.00\sد\.إ\.\u200f$/);
  }, 30_000);
});
