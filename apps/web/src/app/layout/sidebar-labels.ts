import type { TFunction } from 'i18next';

/**
 * The sidebar's labels (English in SIDEBAR_ENTRIES, packages/domain/src/policies.ts) in the screen's
 * language: a map of literal keys, so the key check sees each one. An entry missing here shows its English.
 */
export function sidebarLabels(t: TFunction): Record<string, string> {
  return {
    Dashboard: t('nav.dashboard'),
    'Manage Customers': t('nav.manageCustomers'),
    'View Bookings': t('nav.viewBookings'),
    'Stringing Bench': t('nav.stringingBench'),
    Reminders: t('nav.reminders'),
    'String Stock': t('nav.stringStock'),
    'Support Tickets': t('nav.supportTickets'),
    'Send Invite': t('nav.sendInvite'),
    'BigCommerce Invoices': t('nav.bigcommerceInvoices'),
    Reports: t('nav.reports'),
    Staff: t('nav.staff'),
    'Audit Trail': t('nav.auditTrail'),
    'Payments to resolve': t('nav.paymentsToResolve'),
    Settings: t('nav.settings'),
  };
}
