import { Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { useNotifications } from '../api/list-notifications';

/** /notifications (public): the product's own events, rendered as 'title - message'. */
export default function NotificationsPage() {
  const notifications = useNotifications();
  const items = notifications.data ?? [];
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group gap="sm">
          <ThemeIcon variant="light" size={40} radius="xl">
            <IconBell size={22} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Notifications
          </Title>
        </Group>
        <Card p={0}>
          {notifications.isPending ? (
            <LoadingState label="Loading notifications…" />
          ) : items.length === 0 ? (
            <EmptyState message="No notifications yet." />
          ) : (
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((n, index) => (
                <Text
                  key={n.notification_id}
                  component="li"
                  size="sm"
                  px="lg"
                  py="sm"
                  style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}
                >
                  {`${n.title} - ${n.message}`}
                </Text>
              ))}
            </Stack>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
