import type { Address } from '@shop/domain/contracts/addresses';
import type { customerAddresses } from '../../db/schema';

export function toAddressView(row: typeof customerAddresses.$inferSelect): Address {
  return {
    address_id: row.id,
    customer_id: row.customerId,
    address_line: row.addressLine,
    area: row.area,
    landmark: row.landmark,
    pincode: row.pincode,
    city: row.city,
    state: row.state,
    country: row.country,
    is_default: row.isDefault,
    address_type: row.addressType,
  };
}
