import { useMutation } from '@tanstack/react-query';
import { storeInvoiceFileName } from '@shop/domain/contracts/store-invoices';
import { apiBlob, downloadBlob } from '@/lib/api-client';

/** GET /api/bcinvoices/{id}/download: a store invoice's PDF as issued (a replaced one says so). */
export async function downloadStoreInvoice(input: { id: number; number: string }): Promise<void> {
  const blob = await apiBlob(`bcinvoices/${input.id}/download`);
  downloadBlob(blob, storeInvoiceFileName(input.number));
}

export function useDownloadStoreInvoice() {
  return useMutation({ mutationFn: downloadStoreInvoice });
}
