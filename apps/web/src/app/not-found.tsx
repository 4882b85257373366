import { Link, useLocation } from 'react-router';
import { Button, Card, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * An address inside the dashboard that leads nowhere (a mistyped or old link): said plainly in the dashboard's
 * frame, with the address shown and the ways on (the dashboard, customers, the bench). The session stays.
 */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <Center py="xl">
      <Card maw={520} w="100%" padding="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon variant="light" size={56} radius="xl" color="gray">
            <IconMapSearch size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('notFound.title')}
          </Title>
          <Text c="dimmed">{t('notFound.body')}</Text>
          <Text size="sm" ff="monospace" dir="ltr" style={{ wordBreak: 'break-all' }}>
            {pathname}
          </Text>
          <Group justify="center" gap="xs" mt="sm">
            <Button component={Link} to="/dashboard">
              {t('guard.backToDashboard')}
            </Button>
            <Button component={Link} to="/dashboard/manage-customer" variant="default">
              {t('nav.manageCustomers')}
            </Button>
            <Button component={Link} to="/dashboard/jobs" variant="default">
              {t('nav.stringingBench')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
