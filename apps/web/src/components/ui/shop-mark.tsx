import { Link } from 'react-router';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The shop's logo and name, leading to the dashboard home (the name hides on the narrowest phones). */
export function ShopMark() {
  const { t } = useTranslation('common');
  return (
    <UnstyledButton component={Link} to="/dashboard" aria-label={t('shop.home')}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={30} height={30} />
        <Text fw={700} visibleFrom="xs">
          {t('shop.shortName')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
