import { useMutation } from '@tanstack/react-query';
import { creditNoteFileName, type CreditNoteSummary } from '@shop/domain/contracts/cancellations';
import { apiBlob, downloadBlob } from '@/lib/api-client';

/** GET /api/invoices/credit-notes/{id}/download, saved as credit-note-<number>.pdf. */
export async function downloadCreditNote(note: Pick<CreditNoteSummary, 'id' | 'credit_note_number'>): Promise<void> {
  const blob = await apiBlob(`invoices/credit-notes/${note.id}/download`);
  downloadBlob(blob, creditNoteFileName(note.credit_note_number));
}

export function useDownloadCreditNote() {
  return useMutation({ mutationFn: downloadCreditNote });
}
