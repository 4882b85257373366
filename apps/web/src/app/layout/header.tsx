import { Link, useNavigate } from 'react-router';
import { Avatar, Burger, Button, Group, Menu, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLogout,
  IconMail,
  IconMailOff,
  IconSearch,
  IconUser,
  IconUserCheck,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { can } from '@shop/domain/policies';
import { ROLE_LABELS } from '@shop/domain/roles';
import { api } from '@/lib/api-client';
import { clearSession, getRole } from '@/lib/session';
import { useNavbarSearchState } from '@/lib/navbar-search';
import { queryClient } from '@/lib/query-client';
import { usePublicConfig } from '@/lib/use-public-config';
import { profileQueryOptions } from '@/features/auth/api/get-profile';
import { ShopMark } from '@/components/ui/shop-mark';

export function Header({ burgerOpened, onBurger }: { burgerOpened: boolean; onBurger(): void }) {
  const navigate = useNavigate();
  const role = getRole();
  const search = useNavbarSearchState();
  const demo = usePublicConfig().data?.demo === true;
  const profile = useQuery(profileQueryOptions);
  // On a phone the long hint would be cut off; the disabled box says enough.
  const narrow = useMediaQuery('(max-width: 48em)');
  const name = profile.data ? `${profile.data.first_name} ${profile.data.last_name}` : '';

  async function logout() {
    await api('admin/logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={burgerOpened} onClick={onBurger} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        <ShopMark />
      </Group>
      <TextInput
        aria-label="Search"
        placeholder={search.enabled ? search.placeholder : narrow ? 'Search' : 'Search is available on list pages'}
        disabled={!search.enabled}
        value={search.value}
        onChange={(event) => search.setValue(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        style={{ flex: 1, maxWidth: 420 }}
        radius="xl"
      />
      <Group gap="sm" wrap="nowrap">
        {can(role, 'staffRequests:read') ? (
          <Button
            component={Link}
            to="/pending-requests"
            variant="light"
            leftSection={<IconUserCheck size={16} />}
            visibleFrom="md"
          >
            Pending Request
          </Button>
        ) : null}
        <Menu position="bottom-end" withArrow>
          <Menu.Target>
            <UnstyledButton aria-label="User menu">
              <Group gap={6} wrap="nowrap">
                <Avatar radius="xl" size={34} color="court">
                  {name ? (
                    name
                      .split(' ')
                      .map((p) => p[0])
                      .join('')
                      .slice(0, 2)
                  ) : (
                    <IconUser size={18} />
                  )}
                </Avatar>
                <div style={{ lineHeight: 1.1 }} className="mantine-visible-from-md">
                  <Text size="sm" fw={600} visibleFrom="md">
                    {name || ' '}
                  </Text>
                  <Text size="xs" c="dimmed" visibleFrom="md">
                    {role ? ROLE_LABELS[role] : ''}
                  </Text>
                </div>
                <IconChevronDown size={14} />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {can(role, 'staffRequests:read') ? (
              <Menu.Item
                component={Link}
                to="/pending-requests"
                leftSection={<IconUserCheck size={16} />}
                hiddenFrom="md"
              >
                Pending Request
              </Menu.Item>
            ) : null}
            <Menu.Item component={Link} to="/dashboard/profile" leftSection={<IconUser size={16} />}>
              Profile
            </Menu.Item>
            {demo && can(role, 'mailbox:read') ? (
              <Menu.Item component={Link} to="/dashboard/mailbox" leftSection={<IconMail size={16} />}>
                Mailbox
              </Menu.Item>
            ) : null}
            {can(role, 'outbox:resend') ? (
              <Menu.Item component={Link} to="/dashboard/undelivered-emails" leftSection={<IconMailOff size={16} />}>
                Undelivered Emails
              </Menu.Item>
            ) : null}
            <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
              Logout
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
