import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeInvoiceFileName, type EditStoreInvoiceItem } from '@shop/domain/contracts/store-invoices';
import { apiBlob, downloadBlob } from '@/lib/api-client';
import { getStoreInvoice } from './get-store-invoice';
import { queryKeys } from '@/api/query-keys';

export interface SavedStoreInvoice {
  id: number;
  invoice_number: string;
}

/**
 * PUT /api/invoices-edit/invoices/{id}/download: saves the edited lines as a replacement invoice
 * (the server reprices them and recomputes VAT), downloads its PDF, and answers which invoice that
 * is (read back from the edited invoice's `replaced_by`).
 */
export async function saveStoreInvoice(input: {
  invoiceId: string;
  items: EditStoreInvoiceItem[];
}): Promise<SavedStoreInvoice> {
  const blob = await apiBlob(`invoices-edit/invoices/${encodeURIComponent(input.invoiceId)}/download`, {
    method: 'PUT',
    body: { items: input.items },
  });
  const { invoice } = await getStoreInvoice(input.invoiceId);
  const saved = invoice.replaced_by ?? { id: invoice.id, invoice_number: invoice.invoice_number };
  downloadBlob(blob, storeInvoiceFileName(saved.invoice_number));
  return saved;
}

export function useSaveStoreInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStoreInvoice,
    onSettled: async (_data, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.storeInvoices.detail(input.invoiceId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.storeInvoices.all });
    },
  });
}
