/** The demo accounts the server seeds in demo mode, and their password. */
export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO = {
  superadmin: 'superadmin@demo.test',
  admin: 'admin@demo.test',
  staff: 'staff@demo.test',
} as const;
