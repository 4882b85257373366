import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { NavLink, Stack, Text } from '@mantine/core';
import {
  IconCalendarCheck,
  IconFileInvoice,
  IconLayoutDashboard,
  IconMailForward,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { can, SIDEBAR_ENTRIES } from '@shop/domain/policies';
import { getRole } from '@/lib/session';

const ICONS: Record<string, Icon> = {
  'Manage Customers': IconUsers,
  'View Bookings': IconCalendarCheck,
  'Send Invite': IconMailForward,
  'BigCommerce Invoices': IconFileInvoice,
  Settings: IconSettings,
};

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
            active={location.pathname.startsWith(entry.path)}
            onClick={onNavigate}
            style={{ borderRadius: 8 }}
          />
        );
      })}
    </Stack>
  );
}
