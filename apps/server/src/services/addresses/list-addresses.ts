import { asc, desc, eq } from 'drizzle-orm';
import type { Address } from '@shop/domain/contracts/addresses';
import type { DbOrTx } from '../../db/client';
import { customerAddresses } from '../../db/schema';
import { toAddressView } from './to-address-view';

/** A customer's saved addresses, the default first, then oldest first. */
export async function listAddresses(db: DbOrTx, input: { customerId: number }): Promise<Address[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, input.customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
  return rows.map(toAddressView);
}
