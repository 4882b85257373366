import { NavLink as RouterNavLink, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
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

/**
 * One entry of the menu: a link with its icon, its label and, beside it, a count. Styled as Mantine's NavLink
 * (global.css, `.sidebar-link`) but a plain link: the menu is a third of the frame's elements on every open, and
 * NavLink's parts (a button, five boxes, each resolving its styles) cost more than the rest of the frame to render.
 * The label is a block, as NavLink's is, so the link's name reads "Support Tickets 3 open tickets", not "Tickets3".
 */
function SidebarLink({
  to,
  end,
  label,
  icon: IconComponent,
  right,
  active,
  onNavigate,
}: {
  to: string;
  end?: boolean;
  label: string;
  icon: Icon;
  right?: ReactNode;
  active: boolean;
  onNavigate(): void;
}) {
  return (
    <RouterNavLink to={to} end={end} className="sidebar-link" data-active={active || undefined} onClick={onNavigate}>
      <span className="sidebar-link-section" data-position="left">
        <IconComponent size={18} />
      </span>
      <div className="sidebar-link-label">{label}</div>
      {right ? (
        <span className="sidebar-link-section" data-position="right">
          {right}
        </span>
      ) : null}
    </RouterNavLink>
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
      <SidebarLink
        to="/dashboard"
        end
        label={t('nav.dashboard')}
        icon={IconLayoutDashboard}
        active={location.pathname === '/dashboard'}
        onNavigate={onNavigate}
      />
      {SIDEBAR_ENTRIES.filter((entry) => can(role, entry.action)).map((entry) => (
        <SidebarLink
          key={entry.path}
          to={entry.path}
          label={labels[entry.label] ?? entry.label}
          icon={ICONS[entry.label] ?? IconUsers}
          right={entry.label === 'Support Tickets' ? <OpenTicketsBadge /> : undefined}
          active={location.pathname.startsWith(entry.path)}
          onNavigate={onNavigate}
        />
      ))}
    </Stack>
  );
}
