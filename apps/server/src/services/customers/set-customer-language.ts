import { eq } from 'drizzle-orm';
import { CUSTOMER_LANGUAGE_MESSAGES } from '@shop/domain/contracts/customer-language';
import type { Language } from '@shop/domain/i18n/languages';
import type { AppContext } from '../../context';
import { customers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { toCustomerView, type CustomerView } from './customer-view';

/** Staff set the language a customer's emails and WhatsApp texts are written in; audited with the old value. */
export async function setCustomerLanguage(
  ctx: Pick<AppContext, 'db'>,
  input: { actorId: number; customerId: number; language: Language },
): Promise<CustomerView> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ language: customers.language })
      .from(customers)
      .where(eq(customers.id, input.customerId))
      .for('update');
    if (!before) throw notFound(CUSTOMER_LANGUAGE_MESSAGES.notFound);
    const [row] = await tx
      .update(customers)
      .set({ language: input.language })
      .where(eq(customers.id, input.customerId))
      .returning();
    await audit(tx, {
      actorId: input.actorId,
      action: 'customer.language',
      subject: `customer:${input.customerId}`,
      details: { from: before.language, to: input.language },
    });
    return toCustomerView(row!);
  });
}
