import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { Badge, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBellRinging,
  IconCashBanknote,
  IconCalendarCheck,
  IconChartBar,
  IconTools,
  IconFileInvoice,
  IconHistory,
  IconLifebuoy,
  IconLayoutDashboard,
  IconMailForward,
  IconPackage,
  IconSettings,
  IconUsers,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';
import { can, SIDEBAR_ENTRIES } from '@shop/domain/policies';
import { useTranslation } from 'react-i18next';
import { getRole } from '@/lib/session';
import { sidebarLabels } from './sidebar-labels';
import { useOpenTicketCount } from '@/features/tickets/api/find-tickets';
import { useFormat } from '@/lib/i18n/format';

const ICONS: Record<string, Icon> = {
  'Manage Customers': IconUsers,
  'View Bookings': IconCalendarCheck,
  'Stringing Bench': IconTools,
  Reminders: IconBellRinging,
  'String Stock': IconPackage,
  'Support Tickets': IconLifebuoy,
  'Send Invite': IconMailForward,
  'BigCommerce Invoices': IconFileInvoice,
  Reports: IconChartBar,
  Staff: IconUserShield,
  'Audit Trail': IconHistory,
  'Payments to resolve': IconCashBanknote,
  Settings: IconSettings,
};

/** The open tickets' count beside Support Tickets (none when there are none). */
function OpenTicketsBadge() {
  const { t } = useTranslation('common');
  const open = useOpenTicketCount();
  const format = useFormat();
  if (!open.data || open.data.total === 0) return null;
  const count = format.listTotal(open.data.total, open.data.exact);
  // The count is read out with the link: "Support Tickets 3 open tickets".
  return (
    <Badge size="sm" circle={open.data.total < 10} color="red" data-testid="open-tickets-badge">
      {count} <VisuallyHidden>{t('nav.openTickets')}</VisuallyHidden>
    </Badge>
  );
}

export function Sidebar({ onNavigate }: { onNavigate(): void }) {
  const role = getRole();
  const location = useLocation();
  const { t } = useTranslation('common');
  const labels = sidebarLabels(t);
  return (
    <Stack gap={4} component="nav" aria-label={t('nav.main')}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
        {t('nav.menu')}
      </Text>
      <NavLink
        component={RouterNavLink}
        to="/dashboard"
        end
        label={t('nav.dashboard')}
        leftSection={<IconLayoutDashboard size={18} />}
        active={location.pathname === '/dashboard'}
        onClick={onNavigate}
        style={{ borderRadius: 8 }}
      />
      {SIDEBAR_ENTRIES.filter((entry) => can(role, entry.action)).map((entry) => {
        const IconComponent = ICONS[entry.label] ?? IconUsers;
        return (
          <NavLink
            key={entry.path}
            component={RouterNavLink}
            to={entry.path}
            label={labels[entry.label] ?? entry.label}
            leftSection={<IconComponent size={18} />}
            rightSection={entry.label === 'Support Tickets' ? <OpenTicketsBadge /> : undefined}
            active={location.pathname.startsWith(entry.path)}
            onClick={onNavigate}
            style={{ borderRadius: 8 }}
          />
        );
      })}
    </Stack>
  );
}
