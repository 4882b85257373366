import { useMutation } from '@tanstack/react-query';
import { invoiceFileName } from '@shop/domain/contracts/invoices';
import { apiBlob, downloadBlob } from '@/lib/api-client';

/** Fetches an invoice's tax invoice PDF and saves it as invoice-<number>.pdf. */
export async function downloadInvoice(invoiceNumber: string): Promise<void> {
  const blob = await apiBlob(`invoices/${encodeURIComponent(invoiceNumber)}`);
  downloadBlob(blob, invoiceFileName(invoiceNumber));
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
