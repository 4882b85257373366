import { and, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CustomersPage } from '@shop/domain/contracts/customers';
import type { PageQuery } from '@shop/domain/contracts/common';
import { EMAIL_PATTERN } from '@shop/domain/contracts/common';
import type { AppContext } from '../../context';
import { customers } from '../../db/schema';
import { toCustomerView } from './customer-view';
import { idPageIds } from '../paging/id-page';
import { upsertCustomers } from './sync-customer';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');
const contains = (value: string) => ilike(customers.searchText, `%${escapeLike(value.toLowerCase())}%`);

/**
 * A phone or id typed with digits, spaces, +, (), - or dots: matched on digits alone, so
 * "+971 50 123", "050123" and "50123" all find +971 50 123 4567. A leading 0 (local trunk prefix)
 * or 00 (international prefix) is dropped too.
 */
function phoneDigitPatterns(term: string): string[] | null {
  if (!/^[+\d\s().-]+$/.test(term) || !/\d/.test(term)) return null;
  const digits = term.replace(/\D/g, '');
  const patterns = new Set([digits]);
  if (digits.startsWith('00')) patterns.add(digits.slice(2));
  else if (digits.startsWith('0') && digits.length > 1) patterns.add(digits.slice(1));
  return [...patterns];
}

/** The WHERE clause of a search: digits match id and phone; words must each appear somewhere. */
function searchCondition(term: string): { where: SQL | undefined; exactId: number | null } {
  if (!term) return { where: undefined, exactId: null };
  const digitPatterns = phoneDigitPatterns(term);
  if (digitPatterns) {
    const digits = term.replace(/\D/g, '');
    const exactId = /^\d{1,9}$/.test(term.trim()) ? Number(digits) : null;
    return { where: or(...digitPatterns.map(contains)), exactId };
  }
  const words = term.split(/\s+/).filter(Boolean);
  return { where: and(...words.map(contains)), exactId: null };
}

/**
 * Searches our copy of the customers by id, name, email or phone (partial, case-insensitive) on the
 * trigram index of search_text, a page at a time, ordered by id with an exact id match first.
 * When nothing matches an email or an id, the store platform is asked once and a match is copied in.
 */
export async function findCustomers(ctx: Pick<AppContext, 'db' | 'store'>, query: PageQuery): Promise<CustomersPage> {
  const term = query.search.trim();
  const page = await searchPage(ctx, term, query);
  if (page.total > 0 || !term || !ctx.store.findCustomers) return page;
  const byEmail = EMAIL_PATTERN.test(term);
  const byId = /^\d{1,9}$/.test(term);
  if (!byEmail && !byId) return page;
  try {
    const found = await ctx.store.findCustomers(byEmail ? { emails: [term.toLowerCase()] } : { ids: [Number(term)] });
    if (found.length === 0) return page;
    await upsertCustomers(ctx, found);
  } catch {
    // The store is only a second chance here; the list answers from our copy either way.
    return page;
  }
  return searchPage(ctx, term, query);
}

async function searchPage(ctx: Pick<AppContext, 'db'>, term: string, query: PageQuery): Promise<CustomersPage> {
  const { where, exactId } = searchCondition(term);
  const { ids, ...envelope } = await idPageIds(
    ctx.db,
    { from: sql`${customers}`, id: sql`${customers.id}`, where, search: Boolean(term), pinnedId: exactId },
    query,
  );
  const rows = ids.length
    ? await ctx.db
        .select({
          id: customers.id,
          firstName: customers.firstName,
          lastName: customers.lastName,
          email: customers.email,
          phone: customers.phone,
          language: customers.language,
        })
        .from(customers)
        .where(inArray(customers.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { items: ids.flatMap((id) => (byId.has(id) ? [toCustomerView(byId.get(id)!)] : [])), ...envelope };
}
