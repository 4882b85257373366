import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { Badge, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarCheck,
  IconTools,
  IconFileInvoice,
  IconLifebuoy,
  IconLayoutDashboard,
  IconMailForward,
  IconPackage,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { can, SIDEBAR_ENTRIES } from '@shop/domain/policies';
import { getRole } from '@/lib/session';
import { useOpenTicketCount } from '@/features/tickets/api/find-tickets';

const ICONS: Record<string, Icon> = {
  'Manage Customers': IconUsers,
  'View Bookings': IconCalendarCheck,
  'Stringing Bench': IconTools,
  'String Stock': IconPackage,
  'Support Tickets': IconLifebuoy,
  'Send Invite': IconMailForward,
  'BigCommerce Invoices': IconFileInvoice,
  Settings: IconSettings,
};

/** The open tickets' count beside Support Tickets (none when there are none). */
function OpenTicketsBadge() {
  const open = useOpenTicketCount();
  if (!open.data || open.data.total === 0) return null;
  const count = `${open.data.total.toLocaleString('en-US')}${open.data.exact ? '' : '+'}`;
  // The count is read out with the link: "Support Tickets 3 open tickets".
  return (
    <Badge size="sm" circle={open.data.total < 10} color="red" data-testid="open-tickets-badge">
      {count} <VisuallyHidden>open tickets</VisuallyHidden>
    </Badge>
  );
}

export function Sidebar({ onNavigate }: { onNavigate(): void }) {
  const role = getRole();
  const location = useLocation();
  return (
    <Stack gap={4} component="nav" aria-label="Main">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
        Menu
      </Text>
      <NavLink
        component={RouterNavLink}
        to="/dashboard"
        end
        label="Dashboard"
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
            label={entry.label}
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
