import { eq } from 'drizzle-orm';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import type { ReceiptLayout } from '@shop/domain/contracts/receipts';
import type { Language } from '@shop/domain/i18n/languages';
import { aed, fils, formatAedIn } from '@shop/domain/money';
import { formatShopDate, formatShopDateTime, formatShopTime } from '@shop/domain/time';
import type { AppContext } from '../../context';
import { customers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { loadJobView } from '../jobs/load-job-view';
import { ensureLiveNonce, ensureStatusLink } from '../status-links/status-link';
import { statusUrl } from '../status-links/status-token';
import { drawQr } from './draw-qr';
import type { Doc } from './layout';
import { jobTagOf } from './job-tag-data';
import { racketText, specMissing, warningLines, type JobTag } from './job-tag-document';
import { identityOf, inLanguage, loadShopIdentity } from '../settings/shop-settings';
import type { ShopSettingsValues } from '@shop/domain/contracts/shop-settings';
import { put, rule } from './job-tag-draw';
import { pdfBytes, pdfDocument } from './pdf-bytes';
import { RECEIPT_TEXT } from './receipt-text';

const MM = 72 / 25.4;

/** Everything the drop-off receipt shows (docs/product/receipt.md). */
export interface JobReceipt {
  tag: JobTag;
  language: Language;
  /** The shop's details in the customer's language (the superadmin's shop settings, else the env ones). */
  shop: { name: string; address: string; phone: string; hours: string };
  receivedAt: Date;
  paidFils: number;
  balanceFils: number;
  /** The customer's status link (its QR code): never the staff's job address. */
  statusUrl: string;
}

/** What a caller sending receipts has already read: the customer's language and the shop settings. */
export interface ReceiptFacts {
  language: Language;
  settings: ShopSettingsValues;
  /** `ctx.db` is a transaction (the booking's) that the job's status link may be made in. */
  inTransaction: boolean;
}

async function customerLanguage(ctx: AppContext, customerId: number): Promise<Language> {
  const [customer] = await ctx.db
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer?.language ?? 'en';
}

/**
 * The receipt of one job, its status link made when the job had none; 404 for an unknown job. `known`: what the
 * caller has read already, so it is not read again (a booking's receipt inside its transaction).
 */
export async function loadReceipt(
  ctx: AppContext,
  input: { jobId: number; actorId: number | null },
  known?: ReceiptFacts,
): Promise<JobReceipt> {
  const job = await loadJobView(ctx, input.jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  const status = known?.inTransaction
    ? statusUrl(ctx.config, await ensureLiveNonce(ctx.db, ctx.config, input))
    : (await ensureStatusLink(ctx, input)).status_url!;
  const received = job.history[0]?.at ?? job.due_at;
  const language = known?.language ?? (await customerLanguage(ctx, job.customer_id));
  const shop = known ? identityOf(known.settings, ctx.config) : await loadShopIdentity(ctx.db, ctx.config);
  return {
    tag: jobTagOf(job, shop.name),
    language,
    shop: {
      name: shop.name,
      address: inLanguage(shop.addresses, language),
      phone: shop.phone,
      hours: inLanguage(shop.hours, language),
    },
    receivedAt: new Date(received),
    paidFils: aed(job.amount_paid),
    balanceFils: aed(job.balance_due),
    statusUrl: status,
  };
}

/** The racket as the receipt names it. */
export const racketLine = (receipt: JobReceipt) => racketText(receipt.tag);

/** The strings with their tensions in both units (mains, and crosses for a hybrid), or the service's name. */
export function workLines(receipt: JobReceipt): string[] {
  const spec = receipt.tag.spec;
  if (receipt.tag.service.kind !== 'string' || specMissing(receipt.tag) || !spec?.mains || !spec.crosses)
    return [receipt.tag.service.name];
  const mains = `${spec.mains.string_name}: ${spec.mains.tension_text}`;
  return spec.hybrid ? [mains, `${spec.crosses.string_name}: ${spec.crosses.tension_text}`] : [mains];
}

/** What the drop-off check found, or that it found nothing, or that it has not been done yet. */
export function foundLines(receipt: JobReceipt): string[] {
  const words = RECEIPT_TEXT[receipt.language];
  if (receipt.tag.warnings === null) return [words.notChecked!];
  const found = warningLines(receipt.tag);
  return found.length ? found : [words.nothingFound!];
}

interface Frame {
  x: number;
  width: number;
  top: number;
  qr: number;
  size: { small: number; body: number; big: number };
}

/** Draws the receipt from `frame.top` and answers the y below it. Arabic reads from the right. */
function drawReceipt(doc: Doc, receipt: JobReceipt, frame: Frame): number {
  const { x, width, size } = frame;
  const words = RECEIPT_TEXT[receipt.language];
  const align = receipt.language === 'ar' ? 'right' : 'left';
  const line = (text: string, y: number, style: { bold?: boolean; size?: number; center?: boolean } = {}) =>
    put(doc, text, x, y, {
      bold: style.bold,
      size: style.size ?? size.body,
      width,
      align: style.center ? 'center' : align,
    });
  const field = (label: string, value: string, y: number, bold = true) =>
    line(value, line(label, y, { size: size.small }), { bold });
  // Arabic: the date as one left-to-right unit (dd/mm/yyyy, no direction marks), then "الساعة" and the time.
  const when = (date: Date) =>
    words.at
      ? words.at.replace('{date}', formatShopDate(date)).replace('{time}', formatShopTime(date))
      : formatShopDateTime(date);
  const money = (value: number) => formatAedIn(fils(value), receipt.language);
  const gap = size.body * 0.6;

  let y = line(receipt.shop.name, frame.top, { bold: true, size: size.body + 2, center: true });
  y = line(receipt.shop.address, y, { size: size.small, center: true });
  y = line(receipt.shop.phone, y, { size: size.small, center: true });
  y = line(receipt.shop.hours, y, { size: size.small, center: true });
  y = rule(doc, x, y + gap, width) + gap;
  y = line(words.title!, y, { bold: true, center: true });
  // In Arabic the number stands alone ("الطلب رقم 2"): a "#" beside it is placed after it by the bidi rules.
  y =
    line(words.job!.replace('{id}', String(receipt.tag.jobId)), y + 2, { bold: true, size: size.big, center: true }) +
    gap;
  y = field(words.received!, when(receipt.receivedAt), y);
  y = field(words.due!, when(receipt.tag.dueAt), y + 2);
  y = field(words.customer!, receipt.tag.customer.name.trim().split(/\s+/)[0] ?? '', y + 2);
  y = field(words.racket!, racketLine(receipt), y + 2);
  y = line(words.work!, y + 2, { size: size.small });
  for (const text of workLines(receipt)) y = line(text, y, { bold: true });
  y = line(words.checked!, y + 2, { size: size.small });
  for (const text of foundLines(receipt)) y = line(text, y);
  y = rule(doc, x, y + gap, width) + gap;
  y = field(words.paid!, money(receipt.paidFils), y);
  y = field(words.balance!, money(receipt.balanceFils), y + 2) + gap;
  y = rule(doc, x, y, width) + gap;
  y = line(words.follow!, y, { bold: true, center: true }) + 2;
  drawQr(doc, receipt.statusUrl, x + (width - frame.qr) / 2, y, frame.qr);
  const linkTop = y;
  y += frame.qr + 2;
  y = put(doc, receipt.statusUrl, x, y, { size: size.small - 1, width, align: 'center' });
  // The code and the address printed under it open the status page when the PDF is read on a phone.
  doc.link(x, linkTop, width, y - linkTop, receipt.statusUrl);
  y += gap;
  for (const term of [words.terms1!, words.terms2!, words.terms3!]) y = line(term, y, { size: size.small });
  return y;
}

/** The receipt as PDF bytes: an 80 mm receipt-printer strip as long as its content, or an A5 sheet. */
export function renderReceipt(receipt: JobReceipt, layout: ReceiptLayout): Promise<Buffer> {
  const info = { Title: `Receipt, job ${receipt.tag.jobId}`, Author: receipt.shop.name, Subject: 'Drop-off receipt' };
  if (layout === 'a5') {
    const frame: Frame = {
      x: 14 * MM,
      width: 120 * MM,
      top: 14 * MM,
      qr: 34 * MM,
      size: { small: 8, body: 10.5, big: 20 },
    };
    return pdfBytes(pdfDocument({ size: 'A5', margin: 0, info }), (doc) => void drawReceipt(doc, receipt, frame));
  }
  // 80 mm paper prints about 72 mm; 4 mm each side keeps clear of the edges.
  const frame: Frame = {
    x: 4 * MM,
    width: 72 * MM,
    top: 4 * MM,
    qr: 32 * MM,
    size: { small: 7.5, body: 9.5, big: 18 },
  };
  const probe = pdfDocument({ size: [80 * MM, 5000], margin: 0 });
  const length = Math.ceil(drawReceipt(probe, receipt, frame) + 4 * MM);
  probe.end();
  return pdfBytes(
    pdfDocument({ size: [80 * MM, length], margin: 0, info }),
    (doc) => void drawReceipt(doc, receipt, frame),
  );
}
