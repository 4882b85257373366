export const ROLES = ['staff', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Rank used by the approval rule: a higher rank may approve more. */
export const ROLE_RANK: Record<Role, number> = { staff: 1, admin: 2, superadmin: 3 };

export const ROLE_LABELS: Record<Role, string> = { staff: 'Staff', admin: 'Admin', superadmin: 'Super Admin' };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
