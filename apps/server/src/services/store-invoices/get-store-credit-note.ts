import { eq } from 'drizzle-orm';
import { STORE_INVOICE_MESSAGES } from '@shop/domain/contracts/store-invoices';
import type { DbOrTx } from '../../db/client';
import { storeCreditNotes } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type StoreCreditNoteRow = typeof storeCreditNotes.$inferSelect;

/** A store credit note; 404 when there is none. */
export async function getStoreCreditNote(db: DbOrTx, options: { creditNoteId: number }): Promise<StoreCreditNoteRow> {
  const [note] = await db.select().from(storeCreditNotes).where(eq(storeCreditNotes.id, options.creditNoteId));
  if (!note) throw notFound(STORE_INVOICE_MESSAGES.creditNoteNotFound);
  return note;
}
