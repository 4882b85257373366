import bookings from '../apps/web/src/locales/ar/bookings.json';
import common from '../apps/web/src/locales/ar/common.json';
import customers from '../apps/web/src/locales/ar/customers.json';
import invoices from '../apps/web/src/locales/ar/invoices.json';
import jobs from '../apps/web/src/locales/ar/jobs.json';
import payments from '../apps/web/src/locales/ar/payments.json';
import storeInvoices from '../apps/web/src/locales/ar/store-invoices.json';

/** The web app's Arabic catalogue (the same JSON files the app loads), for the namespaces the Arabic flows use. */
const CATALOGUE = { bookings, common, customers, invoices, jobs, payments, 'store-invoices': storeInvoices };
type Catalogue = typeof CATALOGUE;

/**
 * The Arabic text of `key` in namespace `ns`, with `{{name}}` placeholders filled in as i18next does
 * (the isolates around numbers stay, so an accessible name matches exactly what the screen says).
 */
export function ar<N extends keyof Catalogue>(
  ns: N,
  key: keyof Catalogue[N] & string,
  values: Record<string, string | number> = {},
): string {
  const text = (CATALOGUE[ns] as Record<string, string>)[key];
  if (text === undefined) throw new Error(`no Arabic text for ${ns}:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${ns}:${key} needs {{${name}}}`);
    return String(values[name]);
  });
}
