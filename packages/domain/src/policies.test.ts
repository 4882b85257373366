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

  it('keeps staff requests to admin and superadmin', () => {
    expect(can('staff', 'staffRequests:read')).toBe(false);
    expect(can('staff', 'staffRequests:decide')).toBe(false);
    expect(can('admin', 'staffRequests:decide')).toBe(true);
    expect(can('superadmin', 'staffRequests:decide')).toBe(true);
  });

  it('lets only admin and superadmin void a held payment', () => {
    expect(can('staff', 'payments:void')).toBe(false);
    expect(can('admin', 'payments:void')).toBe(true);
    expect(can('superadmin', 'payments:void')).toBe(true);
  });

  it('lets every signed-in role cancel and change bookings', () => {
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      expect(can(role, 'bookings:cancel')).toBe(true);
      expect(can(role, 'bookings:change')).toBe(true);
    }
    expect(can(null, 'bookings:cancel')).toBe(false);
  });

  it('lets only admin and superadmin undo a completion', () => {
    expect(can('staff', 'bookings:undoComplete')).toBe(false);
    expect(can('admin', 'bookings:undoComplete')).toBe(true);
    expect(can('superadmin', 'bookings:undoComplete')).toBe(true);
  });

  it('keeps store-platform invoices to superadmin', () => {
    expect(can('staff', 'storeInvoices:read')).toBe(false);
    expect(can('admin', 'storeInvoices:edit')).toBe(false);
    expect(can('superadmin', 'storeInvoices:edit')).toBe(true);
  });

  it('shows settings to admin and superadmin and lets only a superadmin change them', () => {
    expect(can('staff', 'settings:read')).toBe(false);
    expect(can('admin', 'settings:read')).toBe(true);
    expect(can('admin', 'settings:edit')).toBe(false);
    expect(can('superadmin', 'settings:edit')).toBe(true);
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
  it('shows Manage Customers, View Bookings, Stringing Bench, Reminders, String Stock, Support Tickets and Send Invite to all, BigCommerce Invoices to superadmin only, Reports and Settings to admin and superadmin', () => {
    expect(labelsFor('staff')).toEqual([
      'Manage Customers',
      'View Bookings',
      'Stringing Bench',
      'Reminders',
      'String Stock',
      'Support Tickets',
      'Send Invite',
    ]);
    expect(labelsFor('admin')).toEqual([
      'Manage Customers',
      'View Bookings',
      'Stringing Bench',
      'Reminders',
      'String Stock',
      'Support Tickets',
      'Send Invite',
      'Reports',
      'Settings',
    ]);
    expect(labelsFor('superadmin')).toEqual([
      'Manage Customers',
      'View Bookings',
      'Stringing Bench',
      'Reminders',
      'String Stock',
      'Support Tickets',
      'Send Invite',
      'BigCommerce Invoices',
      'Reports',
      'Settings',
    ]);
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
