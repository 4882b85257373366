import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { IconMail } from '@tabler/icons-react';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useMailbox } from '../api/get-mailbox';
import { LinkifiedText } from '../components/linkified-text';

const STATUS_COLOR = { pending: 'yellow', sending: 'blue', sent: 'court', failed: 'red' } as const;

export default function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const format = useFormat();
  const mailbox = useMailbox();
  const statuses = {
    pending: t('status.pending'),
    sending: t('status.sending'),
    sent: t('status.sent'),
    failed: t('status.failed'),
  };
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {mailbox.isPending ? <LoadingState /> : null}
      {mailbox.isError ? <ErrorState message={errorMessage(mailbox.error, t('page.loadFailed'))} /> : null}
      {mailbox.data && mailbox.data.items.length === 0 ? <EmptyState message={t('page.empty')} /> : null}
      <Stack gap="md">
        {mailbox.data?.items.map((mail) => (
          <Card key={mail.id} component="article" aria-label={mail.subject}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="xs">
              <Group gap="xs" wrap="nowrap">
                <IconMail size={18} color="var(--mantine-color-court-6)" style={{ flexShrink: 0 }} />
                <Text fw={650}>{mail.subject}</Text>
              </Group>
              <Badge variant="light" color={STATUS_COLOR[mail.status]}>
                {statuses[mail.status]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mb="sm">
              {t('mail.to', { to: mail.to, at: format.dateTime(mail.created_at) })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <LinkifiedText text={mail.text} />
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}
