import { describe, expect, it } from 'vitest';
import { isRole, ROLE_LABELS, ROLE_RANK, ROLES } from './roles';

describe('roles', () => {
  it('has the three roles of the product, labelled as the register form shows them', () => {
    expect(ROLES).toEqual(['staff', 'admin', 'superadmin']);
    expect(ROLES.map((r) => ROLE_LABELS[r])).toEqual(['Staff', 'Admin', 'Super Admin']);
  });

  it('ranks staff below admin below superadmin', () => {
    expect(ROLE_RANK.staff).toBeLessThan(ROLE_RANK.admin);
    expect(ROLE_RANK.admin).toBeLessThan(ROLE_RANK.superadmin);
  });

  it('recognises only the three roles (the customer role of redirects is not a staff role)', () => {
    expect(ROLES.every(isRole)).toBe(true);
    for (const value of ['customer', 'Admin', '', null, undefined, 1]) expect(isRole(value)).toBe(false);
  });
});
