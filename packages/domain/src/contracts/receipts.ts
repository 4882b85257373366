import { z } from 'zod';

/**
 * `GET /api/jobs/:id/receipt.pdf?layout=80mm|a5` (docs/product/receipt.md): the drop-off receipt the customer takes
 * away, on an 80 mm receipt printer (the default) or an A5 sheet, in the customer's language.
 */
export const RECEIPT_LAYOUTS = ['80mm', 'a5'] as const;
export type ReceiptLayout = (typeof RECEIPT_LAYOUTS)[number];

export const RECEIPT_MESSAGES = {
  layout: 'The layout must be 80mm (a receipt printer) or a5 (an A5 sheet).',
} as const;

export const jobReceiptQuerySchema = z.object({
  layout: z.enum(RECEIPT_LAYOUTS, { error: RECEIPT_MESSAGES.layout }).optional().default('80mm'),
});

/** "job-1042-receipt.pdf" or "job-1042-receipt-a5.pdf". */
export const jobReceiptFileName = (jobId: number, layout: ReceiptLayout) =>
  layout === '80mm' ? `job-${jobId}-receipt.pdf` : `job-${jobId}-receipt-a5.pdf`;
