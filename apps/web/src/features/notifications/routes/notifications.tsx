import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { ticketPath } from '@/lib/ticket-paths';
import { useNotifications } from '../api/list-notifications';

/**
 * /notifications (public): the product's own events, rendered as 'title - message'. Signed-in staff
 * see a ticket's customer named in the message and a link to the ticket.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
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
            {t('page.title')}
          </Title>
        </Group>
        <Card p={0}>
          {notifications.isPending ? (
            <LoadingState label={t('page.loading')} />
          ) : items.length === 0 ? (
            <EmptyState message={t('page.empty')} />
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
                  {n.ticket ? (
                    <>
                      {' '}
                      <Anchor component={Link} to={ticketPath(n.ticket.ticket_id)} size="sm" fw={600}>
                        {t('page.openTicket', { id: n.ticket.ticket_id })}
                      </Anchor>
                    </>
                  ) : null}
                </Text>
              ))}
            </Stack>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
