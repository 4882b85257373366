import { and, eq, sql } from 'drizzle-orm';
import {
  ADDRESS_MESSAGES,
  type SaveAddressResponse,
  type addressRequestSchema,
} from '@shop/domain/contracts/addresses';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { customerAddresses, customers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { ensureCustomer } from '../customers/ensure-customer';
import { toAddressView } from './to-address-view';

export const MAX_ADDRESSES_PER_CUSTOMER = 20;

/**
 * Saves a new address for a customer. A customer has at most one default: saving a default clears
 * the previous one in the same transaction, and a customer's first address becomes the default.
 * The customer row is locked so two saves for one customer run one after the other.
 */
export async function saveAddress(
  ctx: Pick<AppContext, 'db' | 'store'>,
  input: { actorId: number; customerId: number; address: z.output<typeof addressRequestSchema> },
): Promise<SaveAddressResponse> {
  await ensureCustomer(ctx, { id: input.customerId });
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, input.customerId)).for('update');
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, input.customerId));
    if (Number(count) >= MAX_ADDRESSES_PER_CUSTOMER) {
      throw conflict(`A customer can have at most ${MAX_ADDRESSES_PER_CUSTOMER} saved addresses.`);
    }
    const makeDefault = input.address.is_default || Number(count) === 0;
    if (makeDefault) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(and(eq(customerAddresses.customerId, input.customerId), eq(customerAddresses.isDefault, true)));
    }
    const { address } = input;
    const [row] = await tx
      .insert(customerAddresses)
      .values({
        customerId: input.customerId,
        addressLine: address.address_line,
        area: address.area,
        landmark: address.landmark,
        pincode: address.pincode,
        city: address.city,
        state: address.state,
        country: address.country,
        addressType: address.address_type,
        isDefault: makeDefault,
      })
      .returning();
    await audit(tx, {
      actorId: input.actorId,
      action: 'addresses.create',
      subject: `customer:${input.customerId}`,
      details: { addressId: row!.id },
    });
    return { message: ADDRESS_MESSAGES.saved, address: toAddressView(row!) };
  });
}
