import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import {
  storeInvoiceDetailSchema,
  storeProductListSchema,
  type StoreInvoiceDetail,
} from '@shop/domain/contracts/store-invoices';
import { z } from 'zod';
import { errorAnswer, fakeApi, pdfAnswer } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import EditStoreInvoicePage from './edit-store-invoice';
import { OVERGRIP, STORE_INVOICE } from '../testing/store-invoice';

const detail = STORE_INVOICE;
const products = [OVERGRIP];
/** SI-1006: what saving SI-1005 issues, a replacement that names it. */
const replacement: StoreInvoiceDetail = {
  invoice: {
    ...detail.invoice,
    id: 6,
    invoice_number: 'SI-1006',
    replaces: { id: 5, invoice_number: 'SI-1005' },
  },
  items: detail.items,
};

let puts: unknown[] = [];
/**
 * The invoice, the catalogue, and the save: it answers the replacement's PDF (SI-1005 then says it
 * was replaced by SI-1006), or fails with `putStatus`.
 */
function stubServer(putStatus = 200) {
  puts = [];
  fakeApi.get('/api/bcinvoices/:invoiceId', storeInvoiceDetailSchema, ({ params }) => {
    if (params.invoiceId === '6') return replacement;
    if (puts.length === 0 || putStatus !== 200) return detail;
    return { ...detail, invoice: { ...detail.invoice, replaced_by: { id: 6, invoice_number: 'SI-1006' } } };
  });
  fakeApi.get('/api/bigcommerce/products', storeProductListSchema, products);
  const save = fakeApi.put('/api/invoices-edit/invoices/:invoiceId/download', z.unknown(), ({ body }) => {
    puts.push(body);
    return putStatus === 200 ? pdfAnswer() : errorAnswer(putStatus, 'Store down.');
  });
  return save;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/superadmin/bigcommerce-invoices/:invoiceId',
        element: (
          <>
            <Notifications />
            <EditStoreInvoicePage />
          </>
        ),
      },
    ],
    ['/superadmin/bigcommerce-invoices/5'],
  );
}

const grandTotal = () => screen.getByTestId('grand-total').textContent;

describe('store invoice edit page', () => {
  it('recomputes totals live with 5 percent VAT as lines change, and sends the lines to the server', async () => {
    stubServer();
    renderPage();
    await screen.findByRole('heading', { name: 'Invoice SI-1005' });
    expect(grandTotal()).toBe('1,050.00 AED');

    fireEvent.change(screen.getAllByLabelText('Quantity of Babolat Pure Aero')[0]!, { target: { value: '2' } });
    await waitFor(() => expect(grandTotal()).toBe('2,100.00 AED'));

    fireEvent.click(screen.getByRole('button', { name: /Add discount/ }));
    expect(grandTotal()).toBe('2,050.00 AED');
    expect(screen.getByRole('button', { name: /Add discount/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Add shipping/ }));
    expect(grandTotal()).toBe('2,081.50 AED');
    expect(screen.getByTestId('vat-total').textContent).toBe('99.12 AED'); // 100 - 2.38 + 1.50

    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Please select a product')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save & download PDF' }));
    expect(await screen.findByText('Invoice downloaded successfully!')).toBeInTheDocument();
    // The screen moves to the new invoice, which names the one it replaces.
    expect(await screen.findByRole('heading', { name: 'Invoice SI-1006' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SI-1005' })).toHaveAttribute('href', '/superadmin/bigcommerce-invoices/5');
    expect(puts).toHaveLength(1);
    const sent = (puts[0] as { items: { kind: string; quantity: number; product_id: number | null }[] }).items;
    expect(sent.map((i) => [i.kind, i.product_id, i.quantity])).toEqual([
      ['product', 11, 2],
      ['shipping', null, 1],
      ['discount', null, 1],
    ]);
  }, 30_000);

  it('shows a replaced invoice as issued: which invoice replaced it, its PDF, and no saving', async () => {
    fakeApi.get('/api/bcinvoices/:invoiceId', storeInvoiceDetailSchema, {
      ...detail,
      invoice: { ...detail.invoice, replaced_by: { id: 6, invoice_number: 'SI-1006' } },
    });
    fakeApi.get('/api/bigcommerce/products', storeProductListSchema, products);
    const pdf = fakeApi.noContent('get', '/api/bcinvoices/:invoiceId/download');
    renderPage();
    expect(await screen.findByText('Replaced by SI-1006')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open SI-1006' })).toHaveAttribute(
      'href',
      '/superadmin/bigcommerce-invoices/6',
    );
    expect(screen.queryByRole('button', { name: 'Save & download PDF' })).toBeNull();
    expect(screen.queryByLabelText('Quantity of Babolat Pure Aero')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download SI-1005' }));
    await waitFor(() => expect(pdf.last()?.params.invoiceId).toBe('5'));
  }, 30_000);

  it("says 'Failed to regenerate or download invoice.' when the server refuses", async () => {
    stubServer(502);
    renderPage();
    await screen.findByRole('heading', { name: 'Invoice SI-1005' });
    fireEvent.click(screen.getByRole('button', { name: 'Save & download PDF' }));
    await screen.findAllByText('Failed to regenerate or download invoice.');
    expect(screen.getByText('Store down.')).toBeInTheDocument();
    expect(screen.queryByText('Invoice downloaded successfully!')).toBeNull();
  }, 30_000);

  it('offers a clear way back to the list and to the dashboard', async () => {
    stubServer();
    renderPage();
    await screen.findByRole('heading', { name: 'Invoice SI-1005' });
    expect(screen.getByRole('link', { name: 'Back to BigCommerce Invoices' })).toHaveAttribute(
      'href',
      '/dashboard/bigcommerce-invoices',
    );
    expect(screen.getByRole('link', { name: 'Dashboard home' })).toHaveAttribute('href', '/dashboard');
  }, 30_000);

  it('keeps the way back when the invoice cannot be loaded', async () => {
    fakeApi.failure('get', '/api/bcinvoices/:invoiceId', 404, 'Invoice not found.');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found.');
    expect(screen.getByRole('link', { name: 'Back to BigCommerce Invoices' })).toHaveAttribute(
      'href',
      '/dashboard/bigcommerce-invoices',
    );
  }, 30_000);
});
