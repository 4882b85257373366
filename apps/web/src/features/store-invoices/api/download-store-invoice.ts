import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeInvoiceFileName, type EditStoreInvoiceItem } from '@shop/domain/contracts/store-invoices';
import { apiBlob, downloadBlob } from '@/lib/api-client';

/** Saves the edited lines (the server reprices them and recomputes VAT) and downloads the regenerated PDF. */
export async function downloadStoreInvoice(input: {
  invoiceId: string;
  invoiceNumber: string;
  items: EditStoreInvoiceItem[];
}): Promise<void> {
  const blob = await apiBlob(`invoices-edit/invoices/${encodeURIComponent(input.invoiceId)}/download`, {
    method: 'PUT',
    body: { items: input.items },
  });
  downloadBlob(blob, storeInvoiceFileName(input.invoiceNumber));
}

export function useDownloadStoreInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadStoreInvoice,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: ['store-invoice', input.invoiceId] }),
  });
}
