import { eq, sql } from 'drizzle-orm';
import { VAT_PERCENT } from '@shop/domain/business';
import { formatCreditNoteNumber } from '@shop/domain/contracts/cancellations';
import { sumFils, vatIncluded, type Fils } from '@shop/domain/money';
import type { DbOrTx } from '../../db/client';
import { creditNotes, type InvoiceLine } from '../../db/schema';
import { rowsOf } from '../../lib/rows';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * Issues the tax credit note of one refund against a booking invoice (CN-0001, its own sequence),
 * once per refund: its lines are the parts of the invoice given back, VAT included, VAT derived per
 * line as on the invoice (total x 5 / 105, rounded).
 */
export async function issueCreditNote(
  db: DbOrTx,
  input: {
    invoiceId: number;
    bookingId: number;
    refundId: number;
    reason: string;
    lines: { description: string; totalFils: Fils }[];
  },
): Promise<CreditNoteRow> {
  const lines: InvoiceLine[] = input.lines.map((line) => ({
    description: line.description,
    quantity: 1,
    unit_price_fils: line.totalFils,
    vat_fils: vatIncluded(line.totalFils, VAT_PERCENT),
    total_fils: line.totalFils,
  }));
  const [seq] = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT nextval('credit_note_number_seq') AS n`));
  const [created] = await db
    .insert(creditNotes)
    .values({
      creditNoteNumber: formatCreditNoteNumber(Number(seq!.n)),
      invoiceId: input.invoiceId,
      bookingId: input.bookingId,
      refundId: input.refundId,
      reason: input.reason,
      lines,
      amountFils: sumFils(lines.map((l) => l.total_fils)),
      vatFils: sumFils(lines.map((l) => l.vat_fils)),
    })
    .onConflictDoNothing({ target: creditNotes.refundId })
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(creditNotes).where(eq(creditNotes.refundId, input.refundId));
  return existing!;
}
