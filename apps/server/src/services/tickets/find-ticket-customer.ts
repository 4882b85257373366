import { eq, sql } from 'drizzle-orm';
import type { Language } from '@shop/domain/i18n/languages';
import { builtOnce } from '../../db/fast-path';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { toCustomerView } from '../customers/customer-view';

export interface TicketCustomer {
  id: number;
  name: string;
  /** Null: the customer gave no email; responses are stored, not emailed. */
  email: string | null;
  phone: string;
  /** Their emails' language (customers.language). */
  language: Language;
}

const customerById = builtOnce((db) =>
  db
    .select()
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .limit(1)
    .prepare(''),
);

/** A ticket's customer from our copy of the store's customers, or null. */
export async function findTicketCustomer(db: DbOrTx, customerId: number): Promise<TicketCustomer | null> {
  const [row] = await customerById(db).execute({ id: customerId });
  if (!row) return null;
  const { id, name, email, phone } = toCustomerView(row);
  return { id, name, email, phone, language: row.language };
}
