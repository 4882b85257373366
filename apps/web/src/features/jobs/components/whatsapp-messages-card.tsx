import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { JobView } from '@shop/domain/contracts/jobs';
import type { WhatsAppStatus } from '@shop/domain/contracts/whatsapp';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFormat } from '@/lib/i18n/format';

const STATUS_COLORS: Record<WhatsAppStatus, string> = {
  queued: 'gray',
  sending: 'gray',
  sent: 'blue',
  delivered: 'teal',
  read: 'green',
  failed: 'red',
};

/** The messages' kinds and statuses in the screen's language (literal keys, so the key check sees each one). */
function whatsappWords(t: TFunction<'jobs'>) {
  const kinds: Record<JobView['whatsapp_messages'][number]['kind'], string> = {
    received: t('whatsapp.kind.received'),
    ready: t('whatsapp.kind.ready'),
    reminder: t('whatsapp.kind.reminder'),
  };
  const statuses: Record<WhatsAppStatus, string> = {
    queued: t('whatsapp.status.queued'),
    sending: t('whatsapp.status.sending'),
    sent: t('whatsapp.status.sent'),
    delivered: t('whatsapp.status.delivered'),
    read: t('whatsapp.status.read'),
    failed: t('whatsapp.status.failed'),
  };
  return { kinds, statuses };
}

/**
 * The WhatsApp messages the system sent about this job (received, ready) and how far each got: sent, delivered,
 * read, or failed with WhatsApp's reason (and whether it went by email instead). Hidden when there are none.
 */
export function WhatsAppMessagesCard({ job }: { job: JobView }) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  if (job.whatsapp_messages.length === 0) return null;
  const words = whatsappWords(t);
  return (
    <Card data-testid="whatsapp-messages">
      <Group gap="xs" mb="sm" wrap="nowrap">
        <IconBrandWhatsapp size={18} aria-hidden />
        <Title order={2} size="h4">
          {t('whatsapp.title')}
        </Title>
      </Group>
      <Stack gap="sm">
        {job.whatsapp_messages.map((message) => (
          <Stack key={message.id} gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={500}>
                {words.kinds[message.kind]}
              </Text>
              <Badge color={STATUS_COLORS[message.status]} variant="light">
                {words.statuses[message.status]}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {format.dateTime(message.status_at ?? message.created_at)}
            </Text>
            {message.status === 'failed' && message.error ? (
              <Text size="xs" c="red.8">
                {t('whatsapp.failedReason', { reason: message.error })}
              </Text>
            ) : null}
            {message.fell_back_to_email ? <Text size="xs">{t('whatsapp.emailed')}</Text> : null}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
