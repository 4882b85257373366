import type { ComponentPropsWithRef } from 'react';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileQueryOptions } from '@/api/profile';
import { getRole } from '@/lib/session';
import { roleLabels } from '@/lib/role-labels';

/**
 * The signed-in person in the header (initials, name, role): the user menu's button, shown before the menu's chunk is
 * in (header.tsx) and then as its target (user-menu.tsx), the same either way.
 */
export function UserButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('common');
  const role = getRole();
  const profile = useQuery(profileQueryOptions);
  const name = profile.data ? `${profile.data.first_name} ${profile.data.last_name}` : '';
  return (
    <UnstyledButton aria-label={t('header.userMenu')} {...props}>
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
  );
}
