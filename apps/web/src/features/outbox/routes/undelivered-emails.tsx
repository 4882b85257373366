import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat, type Formatter } from '@/lib/i18n/format';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailOff, IconSend } from '@tabler/icons-react';
import { OUTBOX_MESSAGES, type FailedEmail } from '@shop/domain/contracts/outbox';
import { PageHeader } from '@/components/ui/page-header';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useFailedEmails } from '../api/find-failed-emails';
import { useResendFailedEmail } from '../api/resend-failed-email';
import { useFailure } from '@/lib/use-failure';

function outboxColumns(t: TFunction, format: Formatter): DataColumn<FailedEmail>[] {
  return [
    {
      header: t('column.subject', { ns: 'outbox' }),
      cell: (mail) => (
        <Group gap="xs" wrap="nowrap">
          <IconMailOff size={18} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
          <Text fw={650}>{mail.subject}</Text>
        </Group>
      ),
    },
    {
      header: t('column.sent', { ns: 'outbox' }),
      cell: (mail) => (
        <Text size="sm" c="dimmed">
          {t('mail.sent', { ns: 'outbox', to: mail.to, at: format.dateTime(mail.created_at), count: mail.attempts })}
        </Text>
      ),
    },
    {
      header: t('column.lastError', { ns: 'outbox' }),
      cell: (mail) => <Text size="sm">{mail.last_error ?? '—'}</Text>,
    },
    {
      header: t('column.resend', { ns: 'outbox' }),
      hideHeader: true,
      card: 'footer',
      cell: (mail) => <ResendEmail mail={mail} />,
    },
  ];
}

/** Emails the outbox could not deliver after a day of tries (mail server down, address refused), with Resend. */
export default function UndeliveredEmailsPage() {
  const { t } = useTranslation('outbox');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const columns = outboxColumns(t, useFormat());
  const failed = useFailedEmails();
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <DataList
        layout="cards"
        columns={columns}
        rows={failed.data?.items ?? []}
        rowKey={(mail) => mail.id}
        rowLabel={(mail) => mail.subject}
        loading={failed.isPending}
        loadingLabel={t('page.loading')}
        error={failed.isError ? tm(errorMessage(failed.error, OUTBOX_MESSAGES.loadFailed)) : null}
        onRetry={() => void failed.refetch()}
        emptyMessage={tm(OUTBOX_MESSAGES.noFailedEmails)}
      />
    </>
  );
}

/** Resend, with the server's refusal under it. */
function ResendEmail({ mail }: { mail: FailedEmail }) {
  const { t } = useTranslation('outbox');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const resend = useResendFailedEmail();
  const refusal = useFailure();
  async function onResend() {
    refusal.clear();
    try {
      const answer = await resend.mutateAsync(mail.id);
      notifications.show({ color: 'green', title: t('resend.queued'), message: tm(answer.message) });
    } catch (error) {
      refusal.fail(error, OUTBOX_MESSAGES.resendFailed);
    }
  }
  return (
    <Stack gap={4} align="flex-end">
      <Button
        leftSection={<IconSend size={16} />}
        variant="light"
        loading={resend.isPending}
        onClick={() => void onResend()}
        aria-label={t('resend.label', { subject: mail.subject, to: mail.to })}
      >
        {t('resend.button')}
      </Button>
      {refusal.message ? (
        <Text size="sm" c="red.8" role="alert">
          {refusal.message}
        </Text>
      ) : null}
    </Stack>
  );
}
