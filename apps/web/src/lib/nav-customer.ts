import { isLanguage } from '@shop/domain/i18n/languages';
import { useLocation } from 'react-router';
import type { Customer, NavCustomer } from '@shop/domain/contracts/customers';

/** The customer as customer-scoped screens pass it in navigation state: name is first + last. */
export function toNavCustomer(
  customer: Pick<Customer, 'id' | 'name' | 'email' | 'phone'> & { language?: NavCustomer['language'] },
): NavCustomer {
  const nav: NavCustomer = { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone };
  return customer.language ? { ...nav, language: customer.language } : nav;
}

function isNavCustomer(value: unknown): value is NavCustomer {
  const c = value as Partial<NavCustomer> | null;
  return !!c && typeof c.id === 'number' && Number.isInteger(c.id) && c.id > 0 && typeof c.name === 'string';
}

/** location.state.customer, or null when the screen was opened without it. */
export function useNavCustomer(): NavCustomer | null {
  const state = (useLocation().state ?? {}) as { customer?: unknown };
  if (!isNavCustomer(state.customer)) return null;
  return {
    id: state.customer.id,
    name: state.customer.name,
    email: state.customer.email || null,
    phone: state.customer.phone ?? '',
    ...(isLanguage(state.customer.language) ? { language: state.customer.language } : {}),
  };
}
