import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import {
  invoiceListResponseSchema,
  type InvoiceListItem,
  type InvoiceListResponse,
} from '@shop/domain/contracts/invoices';
import { fakeApi } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { renderWithProviders } from '@/testing/render';
import ManageInvoicesPage from './manage-invoices';
import { makeInvoice } from '../testing/make-invoice';

const invoice = makeInvoice();

const INVOICES = '/api/admin/invoices';
const list = (items: InvoiceListItem[], total: number, totalIsExact = true): InvoiceListResponse =>
  listPage(items, { total, totalIsExact });

const renderPage = () =>
  renderWithProviders(
    <>
      <Notifications />
      <ManageInvoicesPage />
    </>,
  );

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('All Invoices screen', { timeout: 20_000 }, () => {
  it("asks for 10 per page and says 'No invoices found.' when there are none", async () => {
    const invoices = fakeApi.get(INVOICES, invoiceListResponseSchema, list([], 0));
    renderPage();
    expect(await screen.findByText('No invoices found.')).toBeInTheDocument();
    expect(invoices.calls[0]!.query.get('pageSize')).toBe('10');
  });

  it('says when credit notes gave an invoice back in part or in whole', async () => {
    fakeApi.get(
      INVOICES,
      invoiceListResponseSchema,
      list(
        [
          makeInvoice({ invoice_number: 'INV-1', status: 'partly-refunded' }),
          makeInvoice({ invoice_number: 'INV-2', status: 'refunded' }),
          makeInvoice({ invoice_number: 'INV-3' }),
        ],
        3,
      ),
    );
    renderPage();
    expect((await screen.findAllByText('partly refunded')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('refunded').length).toBeGreaterThan(0);
    expect(screen.getAllByText('paid').length).toBeGreaterThan(0);
  });

  it('shows a capped count as "10,000+ invoices" and "1–10 of 10,000+"', async () => {
    fakeApi.get(
      INVOICES,
      invoiceListResponseSchema,
      list(
        Array.from({ length: 10 }, (_, i) => ({ ...invoice, invoice_number: `INV-${i}` })),
        10_000,
        false,
      ),
    );
    renderPage();
    expect(await screen.findByText('10,000+ invoices')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 10,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1000' })).toBeInTheDocument();
  });

  it("downloads a PDF per row, and says 'Failed to download invoice.' when it cannot", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fakeApi.get(INVOICES, invoiceListResponseSchema, list([invoice], 1));
    const pdf = fakeApi.failure('get', '/api/invoices/:invoiceNumber', 500, 'x');
    renderPage();
    const [button] = await screen.findAllByRole('button', { name: 'Download PDF of invoice INV-2026-001001' });
    fireEvent.click(button!);
    expect(await screen.findByText('Failed to download invoice.')).toBeInTheDocument();
    expect(pdf.last()?.params.invoiceNumber).toBe('INV-2026-001001');
    expect(click).not.toHaveBeenCalled();
  });

  it("says 'Failed to fetch invoices.' when the list cannot be loaded, with no list and no empty text", async () => {
    fakeApi.failure('get', INVOICES, 500, 'down');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch invoices.');
    expect(screen.queryByText('No invoices found.')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
