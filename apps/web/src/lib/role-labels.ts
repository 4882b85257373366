import type { TFunction } from 'i18next';

/** Role names (ROLE_LABELS in the domain) in the screen's language. */
export function roleLabels(t: TFunction): Record<string, string> {
  return {
    staff: t('role.staff', { ns: 'common' }),
    admin: t('role.admin', { ns: 'common' }),
    superadmin: t('role.superadmin', { ns: 'common' }),
  };
}
