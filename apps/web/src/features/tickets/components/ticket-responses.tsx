import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { TicketResponseItem } from '@shop/domain/contracts/tickets';
import { formatShopDateTime } from '@shop/domain/time';
import { useTranslation } from 'react-i18next';

/** The responses emailed to the customer, oldest first. */
export function TicketResponses({ responses }: { responses: TicketResponseItem[] }) {
  const { t } = useTranslation('tickets');
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        {t('responses.title')}
      </Title>
      {responses.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('responses.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={26} lineWidth={2}>
          {responses.map((r) => (
            <Timeline.Item
              key={r.response_id}
              bullet={<IconMailForward size={14} />}
              title={`${r.responder_name} · ${formatShopDateTime(r.created_at)}`}
            >
              <Stack gap={4} mt={4}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {r.response}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('responses.emailedTo', { to: r.sent_to })}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
