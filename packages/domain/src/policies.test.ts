import { describe, expect, it } from 'vitest';
import { ACTIONS, can, canDecideStaffRequest, SIDEBAR_ENTRIES } from './policies';
import { ROLES } from './roles';

describe('can', () => {
  it('lets every role use the daily work: customers, bookings, tickets, invoices, invites, profile', () => {
    for (const role of ROLES) {
      for (const action of [
        'profile:read',
        'customers:read',
        'customers:create',
        'bookings:create',
        'bookings:complete',
        'tickets:respond',
        'notifications:read',
        'dashboard:today',
        'invoices:read',
        'invites:send',
      ] as const) {
        expect(can(role, action), `${role} ${action}`).toBe(true);
      }
    }
  });

  /** The roles that may do `action`, in rank order. */
  const whoMay = (action: keyof typeof ACTIONS) => ROLES.filter((role) => can(role, action));
  const adminsOnly = ['admin', 'superadmin'];

  it('keeps staff requests to admin and superadmin', () => {
    expect(whoMay('staffRequests:read')).toEqual(adminsOnly);
    expect(whoMay('staffRequests:decide')).toEqual(adminsOnly);
  });

  it('lets only admin and superadmin void a held payment', () => {
    expect(whoMay('payments:void')).toEqual(adminsOnly);
  });

  it('lets only admin and superadmin capture a held payment and resolve payments', () => {
    expect(whoMay('payments:capture')).toEqual(adminsOnly);
    expect(whoMay('payments:resolve')).toEqual(adminsOnly);
  });

  it('lets every signed-in role cancel and change bookings', () => {
    expect(whoMay('bookings:cancel')).toEqual(ROLES);
    expect(whoMay('bookings:change')).toEqual(ROLES);
    expect(can(null, 'bookings:cancel')).toBe(false);
  });

  it('lets only admin and superadmin undo a completion', () => {
    expect(whoMay('bookings:undoComplete')).toEqual(adminsOnly);
  });

  it('keeps store-platform invoices to superadmin', () => {
    expect(whoMay('storeInvoices:read')).toEqual(['superadmin']);
    expect(whoMay('storeInvoices:edit')).toEqual(['superadmin']);
  });

  it('shows settings to admin and superadmin and lets only a superadmin change them', () => {
    expect(whoMay('settings:read')).toEqual(adminsOnly);
    expect(whoMay('settings:edit')).toEqual(['superadmin']);
  });

  it('refuses everything without a role', () => {
    for (const action of Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });

  it('names only known roles in every action', () => {
    for (const roles of Object.values(ACTIONS)) for (const role of roles) expect(ROLES).toContain(role);
  });
});

describe('sidebar', () => {
  const labelsFor = (role: (typeof ROLES)[number]) =>
    SIDEBAR_ENTRIES.filter((e) => can(role, e.action)).map((e) => e.label);
  it('shows Manage Customers, View Bookings, Stringing Bench, Reminders, String Stock, Support Tickets and Send Invite to all, BigCommerce Invoices to superadmin only, Reports, Staff, Audit Trail, Payments to resolve and Settings to admin and superadmin', () => {
    const forEveryone = [
      'Manage Customers',
      'View Bookings',
      'Stringing Bench',
      'Reminders',
      'String Stock',
      'Support Tickets',
      'Send Invite',
    ];
    expect(labelsFor('staff')).toEqual(forEveryone);
    const admins = ['Reports', 'Staff', 'Audit Trail', 'Payments to resolve', 'Settings'];
    expect(labelsFor('admin')).toEqual([...forEveryone, ...admins]);
    expect(labelsFor('superadmin')).toEqual([...forEveryone, 'BigCommerce Invoices', ...admins]);
  });
});

describe('canDecideStaffRequest (approval rank rule)', () => {
  const decide = (
    actorRole: (typeof ROLES)[number],
    requestedRole: (typeof ROLES)[number],
    requestEmail = 'new@shop.test',
  ) => canDecideStaffRequest({ actorRole, actorEmail: 'boss@shop.test', requestedRole, requestEmail });

  it('lets an admin decide staff and admin requests', () => {
    expect(decide('admin', 'staff')).toEqual({ ok: true });
    expect(decide('admin', 'admin')).toEqual({ ok: true });
  });

  it('lets only a superadmin decide a superadmin request', () => {
    expect(decide('admin', 'superadmin')).toEqual({
      ok: false,
      reason: 'Only a super admin can approve a super admin request.',
    });
    expect(decide('superadmin', 'superadmin')).toEqual({ ok: true });
    expect(decide('superadmin', 'staff')).toEqual({ ok: true });
  });

  it('refuses staff', () => {
    expect(decide('staff', 'staff')).toEqual({ ok: false, reason: 'You are not eligible to access it.' });
  });

  it('refuses deciding on your own request, whatever the case of the email', () => {
    expect(decide('superadmin', 'staff', 'BOSS@shop.test')).toEqual({
      ok: false,
      reason: 'You cannot decide on your own request.',
    });
  });
});
