import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/i18n/page-title';
import { Link } from 'react-router';
import { Button, Card, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** The centred card of the public payment pages. */
export function ResultCard({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Card maw={520} w="100%" shadow="sm" padding="xl">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}

export function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}
      </Text>{' '}
      <Text span fw={600}>
        {value}
      </Text>
    </Text>
  );
}

/** Where staff go next from a payment page. */
export function ResultActions() {
  const { t } = useTranslation('payments');
  return (
    <Group justify="center" mt="sm">
      <Button component={Link} to="/dashboard/booking-customer">
        {t('actions.bookings')}
      </Button>
      <Button component={Link} to="/dashboard" variant="default">
        {t('actions.dashboard')}
      </Button>
    </Group>
  );
}

/**
 * What the app shows for the bookings a result page confirms (the jobs' Print tag and links, composed in
 * app/counter): a slot, so this feature does not reach into the jobs feature.
 */
export type BookedJobsSlot = ComponentType<{ bookingIds: readonly number[] }>;
