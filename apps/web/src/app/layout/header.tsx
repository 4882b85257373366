import { Link, useNavigate } from 'react-router';
import { Avatar, Burger, Button, Group, Menu, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLanguage,
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
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { clearSession, getRole } from '@/lib/session';
import { useNavbarSearchState } from '@/lib/navbar-search';
import { queryClient } from '@/lib/query-client';
import { usePublicConfig } from '@/lib/use-public-config';
import { profileQueryOptions } from '@/api/profile';
import { ShopMark } from '@/components/ui/shop-mark';
import { useChooseLanguage } from '@/lib/i18n/choose-language';
import { roleLabels } from '@/lib/role-labels';

export function Header({ burgerOpened, onBurger }: { burgerOpened: boolean; onBurger(): void }) {
  const { t } = useTranslation('common');
  const role = getRole();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={burgerOpened}
          onClick={onBurger}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('header.toggleNavigation')}
        />
        <ShopMark />
      </Group>
      <NavbarSearchBox />
      <Group gap="sm" wrap="nowrap">
        {can(role, 'staffRequests:read') ? (
          <Button
            component={Link}
            to="/pending-requests"
            variant="light"
            leftSection={<IconUserCheck size={16} />}
            visibleFrom="md"
          >
            {t('header.pendingRequest')}
          </Button>
        ) : null}
        <UserMenu />
      </Group>
    </Group>
  );
}

/** The navbar's search box: the screen's own search, or disabled where a screen has none. */
function NavbarSearchBox() {
  const { t } = useTranslation('common');
  const search = useNavbarSearchState();
  // On a phone the long hint would be cut off; the disabled box says enough.
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <TextInput
      aria-label={t('header.search')}
      placeholder={search.enabled ? search.placeholder : narrow ? t('header.search') : t('header.searchUnavailable')}
      disabled={!search.enabled}
      value={search.value}
      onChange={(event) => search.setValue(event.currentTarget.value)}
      leftSection={<IconSearch size={16} />}
      style={{ flex: 1, maxWidth: 420 }}
      // A phone number or a job number typed in Arabic keeps its order ("412 77", not "77 412"):
      // each search text takes the direction of its own first letter, aligned as the page is.
      styles={{ input: { unicodeBidi: 'plaintext' } }}
      radius="xl"
    />
  );
}

/** The signed-in person (initials, name, role) and their menu: profile, mail screens, language, log out. */
function UserMenu() {
  const { t, i18n } = useTranslation('common');
  const chooseLanguage = useChooseLanguage();
  const arabic = i18n.language === 'ar';
  const navigate = useNavigate();
  const role = getRole();
  const demo = usePublicConfig().data?.demo === true;
  const profile = useQuery(profileQueryOptions);
  const name = profile.data ? `${profile.data.first_name} ${profile.data.last_name}` : '';

  async function logout() {
    await api('admin/logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }

  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.userMenu')}>
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
                {role ? roleLabels(t)[role] : ''}
              </Text>
            </div>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {can(role, 'staffRequests:read') ? (
          <Menu.Item component={Link} to="/pending-requests" leftSection={<IconUserCheck size={16} />} hiddenFrom="md">
            {t('header.pendingRequest')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/dashboard/profile" leftSection={<IconUser size={16} />}>
          {t('header.profile')}
        </Menu.Item>
        {demo && can(role, 'mailbox:read') ? (
          <Menu.Item component={Link} to="/dashboard/mailbox" leftSection={<IconMail size={16} />}>
            {t('header.mailbox')}
          </Menu.Item>
        ) : null}
        {can(role, 'outbox:resend') ? (
          <Menu.Item component={Link} to="/dashboard/undelivered-emails" leftSection={<IconMailOff size={16} />}>
            {t('header.undeliveredEmails')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          leftSection={<IconLanguage size={16} />}
          lang={arabic ? 'en' : 'ar'}
          onClick={() => chooseLanguage.mutate(arabic ? 'en' : 'ar')}
        >
          {arabic ? t('language.en') : t('language.ar')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
