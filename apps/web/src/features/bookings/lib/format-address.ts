/** The address fields the booking flow keeps (docs/product/screens.md#what-the-browser-keeps). */
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
