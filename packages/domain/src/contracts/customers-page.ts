// The customers list's page size, in a module without the contracts' schemas: the web app starts the first page's
// request from its small route table, before the schemas' chunk is in (apps/web/src/app/counter/warm-customers.ts).

/** Default page size of the customers list (docs/product/rules.md#limits). */
export const CUSTOMERS_PAGE_SIZE = 10;
