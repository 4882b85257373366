import type { Customer } from '@shop/domain/contracts/customers';
import type { PreferredChannel } from '@shop/domain/contracts/customer-channel';
import type { Language } from '@shop/domain/i18n/languages';

export type CustomerView = Customer;

/** Our customer row as the API shows it: name is first and last name joined. */
export function toCustomerView(row: {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  /** Rows read without it (a seed's stand-in) are English, the column's default. */
  language?: Language;
  /** Rows read without it have no preference. */
  preferredChannel?: PreferredChannel | null;
}): CustomerView {
  return {
    id: row.id,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    first_name: row.firstName,
    last_name: row.lastName,
    // No email is null, whether the store left it out or gave an empty string.
    email: row.email?.trim() ? row.email : null,
    phone: row.phone,
    language: row.language ?? 'en',
    // Shown only when chosen: absent is the shop's default (existing answers stay as they were).
    ...(row.preferredChannel ? { preferred_channel: row.preferredChannel } : {}),
  };
}
