import { useMutation } from '@tanstack/react-query';
import { storeCreditNoteFileName } from '@shop/domain/contracts/store-invoices';
import { apiBlob, downloadBlob } from '@/lib/api-client';

/** GET /api/bigcommerce-credit-notes/{id}/download: the Tax Credit Note PDF. */
export async function downloadStoreCreditNote(input: { id: number; number: string }): Promise<void> {
  const blob = await apiBlob(`bigcommerce-credit-notes/${input.id}/download`);
  downloadBlob(blob, storeCreditNoteFileName(input.number));
}

export function useDownloadStoreCreditNote() {
  return useMutation({ mutationFn: downloadStoreCreditNote });
}
