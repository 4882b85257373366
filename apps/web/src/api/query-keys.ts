import { profileKeys, publicConfigKeys } from './login-keys';

/**
 * Every cache key of the app, one factory per area (docs/decisions/query-keys.md). A query takes its key from here
 * and a mutation invalidates an area's `all` (or a narrower key) from here, so a key is never spelt twice: every
 * key of an area starts with its `all`.
 */
export const queryKeys = {
  audit: {
    all: ['audit'] as const,
    entries: (request: object) => ['audit', request] as const,
    accounts: () => ['audit', 'accounts'] as const,
  },
  bookings: {
    all: ['bookings'] as const,
    list: (query: object) => ['bookings', query] as const,
  },
  catalogue: { all: ['catalogue'] as const },
  customers: {
    all: ['customers'] as const,
    list: (search: string, page: number, pageSize: number, cursor: string | undefined) =>
      ['customers', search, page, pageSize, cursor] as const,
  },
  customer: { of: (customerId: number) => ['customer', customerId] as const },
  customerAddresses: { of: (customerId: number) => ['customer-addresses', customerId] as const },
  customerRackets: { of: (customerId: number) => ['customer-rackets', customerId] as const },
  dashboard: { today: () => ['dashboard', 'today'] as const },
  failedEmails: { all: ['failed-emails'] as const },
  freeServiceEligibility: {
    of: (customerId: number, rpId: number | null | undefined) =>
      ['free-service-eligibility', customerId, rpId] as const,
  },
  invoices: { list: (query: object) => ['invoices', query] as const },
  jobs: {
    all: ['jobs'] as const,
    list: (query: object) => ['jobs', 'list', query] as const,
    detail: (jobId: number) => ['jobs', 'detail', jobId] as const,
    summary: (store: string | null) => ['jobs', 'summary', store] as const,
    statusLink: (jobId: number) => ['jobs', 'status-link', jobId] as const,
    photo: (url: string) => ['job-photo', url] as const,
  },
  mailbox: { all: ['mailbox'] as const },
  notifications: { of: (audience: 'staff' | 'public') => ['notifications', audience] as const },
  paymentsToResolve: { all: ['payments-to-resolve'] as const },
  paymentVerify: { of: (cartId: string) => ['payment-verify', cartId] as const },
  profile: profileKeys,
  publicConfig: publicConfigKeys,
  publicStatus: { of: (token: string) => ['public-status', token] as const },
  purchaseProducts: { of: (search: string) => ['purchase-products', search] as const },
  purchases: { of: (customerId: number) => ['purchases', customerId] as const },
  reminders: {
    all: ['reminders'] as const,
    due: (within: number) => ['reminders', 'due', within] as const,
  },
  reports: {
    summary: (from: string, to: string, store: string) => ['reports', 'summary', from, to, store] as const,
    cashUp: (date: string, store: string) => ['reports', 'cash-up', date, store] as const,
  },
  settings: {
    overview: () => ['settings', 'overview'] as const,
    store: () => ['settings', 'store'] as const,
    storeCheck: () => ['settings', 'store-check'] as const,
    shop: () => ['settings', 'shop'] as const,
    digits: () => ['settings', 'digits'] as const,
    backups: () => ['settings', 'backups'] as const,
    defaultSpec: () => ['settings', 'default-spec'] as const,
  },
  staffAccounts: {
    all: ['staff-accounts'] as const,
    list: (query: object) => ['staff-accounts', query] as const,
  },
  staffRequests: { all: ['staff-requests'] as const },
  stock: {
    all: ['stock'] as const,
    ledger: (stringId: number | null) => ['stock', 'ledger', stringId] as const,
  },
  storeInvoices: {
    all: ['store-invoices'] as const,
    list: (query: object) => ['store-invoices', query] as const,
    detail: (invoiceId: string) => ['store-invoice', invoiceId] as const,
    products: () => ['store-products'] as const,
  },
  tickets: {
    all: ['tickets'] as const,
    list: (query: object) => ['tickets', 'list', query] as const,
    openCount: () => ['tickets', 'open-count'] as const,
    ofCustomer: (customerId: number) => ['tickets', 'customer', customerId] as const,
    detail: (ticketId: number) => ['tickets', 'detail', ticketId] as const,
  },
};
