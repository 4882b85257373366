import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Burger, Button, Group, TextInput } from '@mantine/core';
import { IconSearch, IconUserCheck } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { can } from '@shop/domain/policies';
import { useTranslation } from 'react-i18next';
import { getRole } from '@/lib/session';
import { useNavbarSearchState } from '@/lib/navbar-search';
import { ShopMark } from '@/components/ui/shop-mark';
import { UserButton } from './user-button';

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

// The menu itself (Mantine's Menu, its Popover and floating-ui) is a chunk of its own: the first screen's open does not
// wait for it (docs/decisions/production.md, "Customers screen at 4× CPU slowdown"). Its button shows at once; a click
// before the chunk is in opens the menu as it arrives.
const UserMenuWithButton = lazy(() => import('./user-menu'));

/** The signed-in person (initials, name, role) and their menu: profile, mail screens, language, log out. */
function UserMenu() {
  const [wanted, setWanted] = useState(false);
  return (
    <Suspense fallback={<UserButton onClick={() => setWanted(true)} />}>
      <UserMenuWithButton opened={wanted} />
    </Suspense>
  );
}
