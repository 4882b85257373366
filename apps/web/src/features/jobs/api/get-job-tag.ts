import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { openPdfInNewTab } from '@/lib/open-pdf';

export type TagLayout = 'label' | 'a4';

/** GET /api/jobs/{id}/tag.pdf?layout=label|a4: the job tag (62 mm thermal label or A4 sheet). */
export function getJobTag(input: { jobId: number; layout: TagLayout }): Promise<Blob> {
  return apiBlob(`jobs/${input.jobId}/tag.pdf`, { query: { layout: input.layout } });
}

/** Opens the tag's PDF in a new tab, where the browser's viewer prints it (openPdfInNewTab). */
export function useOpenJobTag() {
  return useMutation({
    mutationFn: (input: { jobId: number; layout: TagLayout }) => openPdfInNewTab(() => getJobTag(input)),
  });
}

export type ReceiptLayout = '80mm' | 'a5';

/** Opens the drop-off receipt (GET /api/jobs/{id}/receipt.pdf?layout=80mm|a5) in a new tab, to print. */
export function useOpenJobReceipt() {
  return useMutation({
    mutationFn: (input: { jobId: number; layout: ReceiptLayout }) =>
      openPdfInNewTab(() => apiBlob(`jobs/${input.jobId}/receipt.pdf`, { query: { layout: input.layout } })),
  });
}
