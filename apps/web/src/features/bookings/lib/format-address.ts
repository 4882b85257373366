/** The address fields the booking flow keeps (SPEC.md section 3, Address). */
export interface AddressParts {
  address_line: string;
  area: string;
  pincode?: string | null;
  state: string;
  country: string;
}

/** In the booking flow an address is one string: address line, area, pincode, state and country joined by commas. */
export function formatAddress(address: AddressParts): string {
  return [address.address_line, address.area, address.pincode, address.state, address.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
