import { Stack, Text, Timeline } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { TicketResponseItem } from '@shop/domain/contracts/tickets';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/i18n/format';

/** The responses emailed to the customer, oldest first. */
export function TicketResponses({ responses }: { responses: TicketResponseItem[] }) {
  const { t } = useTranslation('tickets');
  const format = useFormat();
  return (
    <SectionCard title={t('responses.title')} empty={responses.length === 0 ? t('responses.empty') : null}>
      <Timeline bulletSize={26} lineWidth={2}>
        {responses.map((r) => (
          <Timeline.Item
            key={r.response_id}
            bullet={<IconMailForward size={14} />}
            title={`${r.responder_name} · ${format.dateTime(r.created_at)}`}
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
    </SectionCard>
  );
}
