import type { Role } from './roles';

/**
 * Every permission of the product, in one place. Routes on the server and menus on the web
 * both ask `can(role, action)`; nothing else decides who may do what.
 */
export const ACTIONS = {
  'profile:read': ['staff', 'admin', 'superadmin'],
  'profile:update': ['staff', 'admin', 'superadmin'],
  'customers:read': ['staff', 'admin', 'superadmin'],
  'customers:sync': ['staff', 'admin', 'superadmin'],
  /** Add a walk-in customer (the counter serves them, so every role). */
  'customers:create': ['staff', 'admin', 'superadmin'],
  'customers:language': ['staff', 'admin', 'superadmin'],
  'addresses:write': ['staff', 'admin', 'superadmin'],
  'purchases:create': ['staff', 'admin', 'superadmin'],
  'bookings:read': ['staff', 'admin', 'superadmin'],
  'bookings:create': ['staff', 'admin', 'superadmin'],
  'bookings:complete': ['staff', 'admin', 'superadmin'],
  'bookings:cancel': ['staff', 'admin', 'superadmin'],
  'bookings:change': ['staff', 'admin', 'superadmin'],
  'bookings:undoComplete': ['admin', 'superadmin'],
  'payments:void': ['admin', 'superadmin'],
  /** Capture a held (authorised) payment. */
  'payments:capture': ['admin', 'superadmin'],
  /** Payments to resolve: paid after their checkout was canceled, refunds and voids whose outcome is unknown. */
  'payments:resolve': ['admin', 'superadmin'],
  // The stringing job (docs/product/jobs.md): the counter and the bench read and move jobs forward.
  'jobs:read': ['staff', 'admin', 'superadmin'],
  'jobs:advance': ['staff', 'admin', 'superadmin'],
  'jobs:edit': ['staff', 'admin', 'superadmin'],
  /** Move a job back a stage, and edit the spec of a job already in progress. */
  'jobs:override': ['admin', 'superadmin'],
  /** Delete an intake photo (docs/decisions/intake-photos.md); staff add them and choose which the customer sees. */
  'jobs:deletePhoto': ['admin', 'superadmin'],
  'rackets:read': ['staff', 'admin', 'superadmin'],
  'rackets:write': ['staff', 'admin', 'superadmin'],
  'tickets:read': ['staff', 'admin', 'superadmin'],
  'tickets:update': ['staff', 'admin', 'superadmin'],
  'tickets:respond': ['staff', 'admin', 'superadmin'],
  // The notifications list with customers named (read time) and ticket links; the public one stays anonymous.
  'notifications:read': ['staff', 'admin', 'superadmin'],
  // Today's open tickets and takings: the counter needs them, so staff too (docs/decisions/dashboard.md).
  'dashboard:today': ['staff', 'admin', 'superadmin'],
  'invoices:read': ['staff', 'admin', 'superadmin'],
  'invites:send': ['staff', 'admin', 'superadmin'],
  'staffRequests:read': ['admin', 'superadmin'],
  'staffRequests:decide': ['admin', 'superadmin'],
  // Staff who leave (docs/product/staff-accounts.md): the Staff screen lists accounts; admins deactivate and reactivate.
  'staffAccounts:read': ['admin', 'superadmin'],
  'staffAccounts:manage': ['admin', 'superadmin'],
  // The audit trail (docs/product/audit-trail.md): who did what, read and exported by admins; nobody edits it.
  'audit:read': ['admin', 'superadmin'],
  'storeInvoices:read': ['superadmin'],
  'storeInvoices:edit': ['superadmin'],
  'mailbox:read': ['staff', 'admin', 'superadmin'],
  'outbox:resend': ['admin', 'superadmin'],
  // Restring reminders (docs/product/reminders.md): the counter sees who is due and sends the reminder.
  'reminders:read': ['staff', 'admin', 'superadmin'],
  'reminders:send': ['staff', 'admin', 'superadmin'],
  // String stock (docs/product/stock.md): everyone sees it; admins receive and adjust.
  'stock:read': ['staff', 'admin', 'superadmin'],
  'stock:write': ['admin', 'superadmin'],
  'settings:read': ['admin', 'superadmin'],
  // The owner's reports (docs/product/reports.md): revenue and liability are for admins, not the counter.
  'reports:read': ['admin', 'superadmin'],
  'settings:edit': ['superadmin'],
  // Backups (docs/decisions/backups.md): the list and "Back up now" are the owner's.
  'backups:manage': ['superadmin'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof ACTIONS;

export function can(role: Role | null | undefined, action: Action): boolean {
  if (!role) return false;
  return (ACTIONS[action] as readonly Role[]).includes(role);
}

export type ApprovalCheck = { ok: true } | { ok: false; reason: string };

/**
 * Admins approve staff and admin requests; only a superadmin approves a superadmin request;
 * nobody decides on their own request.
 */
export function canDecideStaffRequest(input: {
  actorRole: Role;
  actorEmail: string;
  requestedRole: Role;
  requestEmail: string;
}): ApprovalCheck {
  if (!can(input.actorRole, 'staffRequests:decide')) {
    return { ok: false, reason: 'You are not eligible to access it.' };
  }
  if (input.actorEmail.toLowerCase() === input.requestEmail.toLowerCase()) {
    return { ok: false, reason: 'You cannot decide on your own request.' };
  }
  if (input.requestedRole === 'superadmin' && input.actorRole !== 'superadmin') {
    return { ok: false, reason: 'Only a super admin can approve a super admin request.' };
  }
  return { ok: true };
}

/** Sidebar entries of the dashboard, with the action that unlocks each. */
export const SIDEBAR_ENTRIES = [
  { label: 'Manage Customers', path: '/dashboard/manage-customer', action: 'customers:read' },
  { label: 'View Bookings', path: '/dashboard/booking-customer', action: 'bookings:read' },
  { label: 'Stringing Bench', path: '/dashboard/jobs', action: 'jobs:read' },
  { label: 'Reminders', path: '/dashboard/reminders', action: 'reminders:read' },
  { label: 'String Stock', path: '/dashboard/stock', action: 'stock:read' },
  { label: 'Support Tickets', path: '/dashboard/support-tickets', action: 'tickets:read' },
  { label: 'Send Invite', path: '/dashboard/send-invite', action: 'invites:send' },
  { label: 'BigCommerce Invoices', path: '/dashboard/bigcommerce-invoices', action: 'storeInvoices:read' },
  { label: 'Reports', path: '/dashboard/reports', action: 'reports:read' },
  { label: 'Staff', path: '/dashboard/staff', action: 'staffAccounts:read' },
  { label: 'Audit Trail', path: '/dashboard/audit', action: 'audit:read' },
  { label: 'Payments to resolve', path: '/dashboard/payments-to-resolve', action: 'payments:resolve' },
  { label: 'Settings', path: '/settings', action: 'settings:read' },
] as const satisfies readonly { label: string; path: string; action: Action }[];
