import { and, or, sql, type SQL } from 'drizzle-orm';
import type { CustomersPage } from '@shop/domain/contracts/customers';
import type { PageQuery } from '@shop/domain/contracts/common';
import { EMAIL_PATTERN } from '@shop/domain/contracts/common';
import type { Language } from '@shop/domain/i18n/languages';
import type { AppContext } from '../../context';
import { customers } from '../../db/schema';
import { toCustomerView } from './customer-view';
import { idPage } from '../paging/id-page';
import { upsertCustomers } from './sync-customer';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');
/**
 * `search_text ILIKE pattern`, without its cost: ILIKE lower()s both sides for every row it checks (a UTF-8 database),
 * ~10x a LIKE here, but search_text is stored lower()ed, so a LIKE on the lower()ed pattern (folded once when
 * planned) matches the same rows, through the same trigram index (docs/decisions/lists.md).
 */
const contains = (value: string) => sql`${customers.searchText} LIKE lower(${`%${escapeLike(value.toLowerCase())}%`})`;

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

interface CustomerRow {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
  language: Language;
}

async function searchPage(ctx: Pick<AppContext, 'db'>, term: string, query: PageQuery): Promise<CustomersPage> {
  const { where, exactId } = searchCondition(term);
  const { rows, envelope } = await idPage<CustomerRow>(
    ctx.db,
    // Customers are never deleted: the whole list, once counted past the cap, is not counted again.
    {
      from: sql`${customers}`,
      id: sql`${customers.id}`,
      where,
      search: Boolean(term),
      pinnedId: exactId,
      neverDeleted: 'customers',
      // Its rows per block of ids are counted by migration 0057: the deepest numbered pages start from their block.
      blocks: 'customers',
      shape: 'customers',
    },
    query,
    {
      select: sql`r.first_name, r.last_name, r.email, r.phone, r.language`,
      joins: sql`LEFT JOIN customers r ON r.id = p.id`,
    },
  );
  const items = rows.map((row) =>
    toCustomerView({
      id: Number(row.list_id),
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      language: row.language,
    }),
  );
  return { items, ...envelope };
}
