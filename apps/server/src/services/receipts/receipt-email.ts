import { ltr } from '@shop/domain/i18n/bidi';
import { fils, formatAedIn } from '@shop/domain/money';
import { formatShopDateTime } from '@shop/domain/time';
import type { AppContext } from '../../context';
import type { EmailAttachment, EmailFileToMake } from '../../db/schema';
import type { EmailFileMaker } from '../outbox/deliver';
import type { OutgoingEmail } from '../outbox/enqueue';
import { arabicHtml } from '../outbox/arabic-email';
import { RECEIPT_TEXT } from '../pdf/receipt-text';
import { foundLines, loadReceipt, racketLine, renderReceipt, workLines, type JobReceipt } from '../pdf/render-receipt';

/**
 * The receipt PDF as the outbox keeps it (`job-12-receipt-a5.pdf`, as printed): a description, drawn when the email is
 * sent (`receiptFileMaker`), so that booking's transaction does not draw a PDF.
 */
export const receiptAttachment = (jobId: number): EmailFileToMake => ({
  filename: `job-${jobId}-receipt-a5.pdf`,
  content_type: 'application/pdf',
  receipt_job_id: jobId,
});

/** Draws a queued receipt's A5 PDF when the outbox sends its email (the job as it is then; the same status link). */
export const receiptFileMaker =
  (ctx: AppContext): EmailFileMaker =>
  async (file) => {
    const receipt = await loadReceipt(ctx, { jobId: file.receipt_job_id, actorId: null });
    const pdf = await renderReceipt(receipt, 'a5');
    return { filename: file.filename, content_type: file.content_type, base64: pdf.toString('base64') };
  };

/**
 * The drop-off receipt as an email in the customer's language (docs/product/receipt.md): the receipt's content and
 * the status link as text, the PDF attached. Arabic gets the right-to-left HTML part, its numbers and names isolated.
 */
export function receiptEmail(to: string, receipt: JobReceipt, attachment: EmailAttachment): OutgoingEmail {
  const words = RECEIPT_TEXT[receipt.language];
  const arabic = receipt.language === 'ar';
  const iso = (value: string) => (arabic ? ltr(value) : value);
  const id = String(receipt.tag.jobId);
  const when = (date: Date) => iso(formatShopDateTime(date, receipt.language));
  const money = (value: number) => iso(formatAedIn(fils(value), receipt.language));
  const firstName = receipt.tag.customer.name.trim().split(/\s+/)[0] ?? '';
  const text = [
    words.hello!.replace('{name}', firstName),
    words.intro!,
    '',
    words.job!.replace('{id}', iso(id)),
    `${words.received}: ${when(receipt.receivedAt)}`,
    `${words.due}: ${when(receipt.tag.dueAt)}`,
    `${words.racket}: ${iso(racketLine(receipt))}`,
    `${words.work}: ${workLines(receipt).map(iso).join(' / ')}`,
    `${words.checked}: ${foundLines(receipt).join(' / ')}`,
    `${words.paid}: ${money(receipt.paidFils)}`,
    `${words.balance}: ${money(receipt.balanceFils)}`,
    '',
    `${words.follow}: ${iso(receipt.statusUrl)}`,
    '',
    words.terms1!,
    words.terms2!,
    words.terms3!,
    '',
    receipt.shop.name,
    receipt.shop.address,
    iso(receipt.shop.phone),
    `${words.hours}: ${receipt.shop.hours}`,
  ].join('\n');
  return {
    kind: 'job-receipt',
    to,
    subject: words.subject!.replace('{id}', arabic ? ltr(id) : id).replace('{shop}', receipt.shop.name),
    text,
    html: arabic ? arabicHtml(text) : undefined,
    attachment,
  };
}
