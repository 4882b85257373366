import { asc, desc, eq } from 'drizzle-orm';
import type { BillingAddress } from '../../adapters/payments/types';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { customerAddresses } from '../../db/schema';

/**
 * The address a payer is billed at: the customer's default address (else their first one), or
 * the shop's own address when they have none, so the provider always gets a complete one.
 */
export async function billingAddressOf(
  db: DbOrTx,
  config: Pick<Config, 'shop'>,
  customerId: number,
): Promise<BillingAddress> {
  const [saved] = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id))
    .limit(1);
  if (saved)
    return {
      line1: [saved.addressLine, saved.area].filter(Boolean).join(', '),
      city: saved.city,
      region: saved.state,
      country: 'AE',
    };
  return { line1: config.shop.address, city: 'Dubai', region: 'Dubai', country: 'AE' };
}
