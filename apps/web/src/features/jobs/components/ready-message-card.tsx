import { Alert, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMailCheck } from '@tabler/icons-react';
import type { JobView } from '@shop/domain/contracts/jobs';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

/**
 * The ready-for-pickup message: whether the email went out, and the same text on WhatsApp from the
 * counter phone (the main way when the customer has no email). Shown from ready for pickup on.
 */
export function ReadyMessageCard({ job }: { job: JobView }) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  if (job.stage !== 'ready' && !job.ready_notified_at) return null;
  const noEmail = !job.customer_email;
  // The system sent it on WhatsApp (docs/decisions/whatsapp.md): its status is on the WhatsApp card, no link to click.
  const byWhatsApp = job.whatsapp_messages.some((m) => m.kind === 'ready' && m.status !== 'failed');
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('ready.title')}
      </Title>
      {byWhatsApp && job.ready_notified_at ? (
        <Group gap="xs" mb="sm" wrap="nowrap">
          <IconBrandWhatsapp size={18} color="var(--mantine-color-green-7)" aria-hidden />
          <Text size="sm">{t('ready.sentWhatsapp', { at: format.dateTime(job.ready_notified_at) })}</Text>
        </Group>
      ) : job.ready_notified_at ? (
        <Group gap="xs" mb="sm" wrap="nowrap">
          <IconMailCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
          <Text size="sm">{t('ready.sent', { at: format.dateTime(job.ready_notified_at) })}</Text>
        </Group>
      ) : noEmail ? (
        <Alert color="yellow" variant="light" mb="sm">
          {t('ready.noEmail')}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" mb="sm">
          {t('ready.notSent')}
        </Text>
      )}
      {/* The message is in the customer's language, not the screen's: its own direction (dir="auto"). */}
      <Text size="sm" c="dimmed" mb="sm" style={{ whiteSpace: 'pre-line' }} dir="auto" data-testid="ready-message">
        {job.ready_message}
      </Text>
      {job.whatsapp_url && !byWhatsApp ? (
        <Button
          component="a"
          href={job.whatsapp_url}
          target="_blank"
          rel="noopener noreferrer"
          color="teal"
          variant={noEmail ? 'filled' : 'light'}
          size={noEmail ? 'lg' : 'sm'}
          fullWidth={noEmail}
          leftSection={<IconBrandWhatsapp size={18} />}
        >
          {t('ready.whatsapp')}
        </Button>
      ) : null}
    </Card>
  );
}
