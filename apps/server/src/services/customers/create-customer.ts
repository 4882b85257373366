import { eq, sql } from 'drizzle-orm';
import { CUSTOMER_MESSAGES, customerTakenMessage, type NewCustomer } from '@shop/domain/contracts/customers';
import { uaeMobileKey } from '@shop/domain/contracts/patterns';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badGateway, isUniqueViolation } from '../../lib/errors';
import { toCustomerView, type CustomerView } from './customer-view';

export interface CustomerTaken {
  existingId: number;
  existingName: string;
  field: 'phone' | 'email';
  message: string;
}

export type CreateCustomerResult = { created: CustomerView } | { taken: CustomerTaken };

/** The customer who already has this mobile or email in our copy, phone first. */
async function findTaken(tx: DbOrTx, phoneKey: string, email: string | null): Promise<CustomerTaken | null> {
  const checks = [
    { field: 'phone' as const, where: eq(customers.phoneKey, phoneKey) },
    ...(email ? [{ field: 'email' as const, where: sql`lower(${customers.email}) = ${email}` }] : []),
  ];
  for (const { field, where } of checks) {
    const [row] = await tx.select().from(customers).where(where).orderBy(customers.id).limit(1);
    if (row) {
      const { id, name } = toCustomerView(row);
      return { existingId: id, existingName: name, field, message: customerTakenMessage(field, name) };
    }
  }
  return null;
}

/**
 * Adds a walk-in: in the store platform and in our copy, in one step. The mobile (and email) are
 * locked for the transaction, so two staff adding the same person at once make one customer; the
 * partial unique index on phone_key backs it. A phone or email we know answers `taken` and nothing
 * is created. A store that refuses throws (502) and nothing is saved here. A store customer that
 * already has the email is linked: our copy is made from the store's record (docs/decisions/walk-in-customers.md).
 */
export async function createCustomer(
  ctx: Pick<AppContext, 'db' | 'store'>,
  input: { actorId: number; customer: NewCustomer },
): Promise<CreateCustomerResult> {
  const { first_name, last_name, phone, email } = input.customer;
  const phoneKey = uaeMobileKey(phone)!;
  const createInStore = ctx.store.createCustomer?.bind(ctx.store);
  if (!createInStore) throw badGateway(CUSTOMER_MESSAGES.createFailed);
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`customer-phone:${phoneKey}`}))`);
      if (email) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`customer-email:${email}`}))`);
      const taken = await findTaken(tx, phoneKey, email);
      if (taken) return { taken };
      const { customer: stored, existed } = await createInStore(
        { firstName: first_name, lastName: last_name, email, phone },
        { tx },
      );
      const [row] = await tx
        .insert(customers)
        .values({
          id: stored.id,
          firstName: existed ? stored.firstName.trim() : first_name,
          lastName: existed ? stored.lastName.trim() : last_name,
          email: existed ? stored.email?.trim() || null : email,
          // The mobile typed at the counter, unless the store's record has one of its own.
          phone: existed && stored.phone.trim() ? stored.phone.trim() : phone,
          createdBy: existed ? null : input.actorId,
        })
        .onConflictDoNothing({ target: customers.id })
        .returning();
      if (!row) {
        const [ours] = await tx.select().from(customers).where(eq(customers.id, stored.id));
        const { id, name } = toCustomerView(ours!);
        return {
          taken: { existingId: id, existingName: name, field: 'email', message: customerTakenMessage('email', name) },
        };
      }
      await audit(tx, {
        actorId: input.actorId,
        action: existed ? 'customer.link' : 'customer.create',
        subject: `customer:${row.id}`,
      });
      return { created: toCustomerView(row) };
    });
  } catch (error) {
    // The lock makes this rare: a store copy with the same mobile written meanwhile (sync).
    if (!isUniqueViolation(error)) throw error;
    const taken = await findTaken(ctx.db, phoneKey, email);
    if (!taken) throw error;
    return { taken };
  }
}
