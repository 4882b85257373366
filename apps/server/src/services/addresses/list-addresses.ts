import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Address } from '@shop/domain/contracts/addresses';
import { builtOnce } from '../../db/fast-path';
import type { DbOrTx } from '../../db/client';
import { customerAddresses } from '../../db/schema';
import { toAddressView } from './to-address-view';

const addressesOf = builtOnce((db) =>
  db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, sql.placeholder('customerId')))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id))
    .prepare(''),
);

/** A customer's saved addresses, the default first, then oldest first. */
export async function listAddresses(db: DbOrTx, input: { customerId: number }): Promise<Address[]> {
  const rows = await addressesOf(db).execute({ customerId: input.customerId });
  return rows.map(toAddressView);
}
