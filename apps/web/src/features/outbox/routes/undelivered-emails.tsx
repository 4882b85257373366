import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailOff, IconSend } from '@tabler/icons-react';
import { OUTBOX_MESSAGES, type FailedEmail } from '@shop/domain/contracts/outbox';
import { formatShopDateTime } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useFailedEmails } from '../api/find-failed-emails';
import { useResendFailedEmail } from '../api/resend-failed-email';

const columns: DataColumn<FailedEmail>[] = [
  {
    header: 'Subject',
    cell: (mail) => (
      <Group gap="xs" wrap="nowrap">
        <IconMailOff size={18} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
        <Text fw={650}>{mail.subject}</Text>
      </Group>
    ),
  },
  {
    header: 'Sent',
    cell: (mail) => (
      <Text size="sm" c="dimmed">
        To {mail.to} · {formatShopDateTime(mail.created_at)} · {mail.attempts} attempts
      </Text>
    ),
  },
  {
    header: 'Last error',
    cell: (mail) => <Text size="sm">{mail.last_error ?? '—'}</Text>,
  },
  { header: 'Resend', hideHeader: true, card: 'footer', cell: (mail) => <ResendEmail mail={mail} /> },
];

/** Emails the outbox could not deliver after a day of tries (mail server down, address refused), with Resend. */
export default function UndeliveredEmailsPage() {
  const failed = useFailedEmails();
  return (
    <>
      <PageHeader
        title="Undelivered Emails"
        description="Emails the mail server refused or could not be reached for after a day of tries. Resend once the problem is fixed."
      />
      <DataList
        layout="cards"
        columns={columns}
        rows={failed.data?.items ?? []}
        rowKey={(mail) => mail.id}
        rowLabel={(mail) => mail.subject}
        loading={failed.isPending}
        loadingLabel="Loading undelivered emails"
        error={failed.isError ? errorMessage(failed.error, OUTBOX_MESSAGES.loadFailed) : null}
        onRetry={() => void failed.refetch()}
        emptyMessage={OUTBOX_MESSAGES.noFailedEmails}
      />
    </>
  );
}

/** Resend, with the server's refusal under it. */
function ResendEmail({ mail }: { mail: FailedEmail }) {
  const resend = useResendFailedEmail();
  const [refusal, setRefusal] = useState<string | null>(null);
  async function onResend() {
    setRefusal(null);
    try {
      const answer = await resend.mutateAsync(mail.id);
      notifications.show({ color: 'green', title: 'Email queued', message: answer.message });
    } catch (error) {
      setRefusal(errorMessage(error, OUTBOX_MESSAGES.resendFailed));
    }
  }
  return (
    <Stack gap={4} align="flex-end">
      <Button
        leftSection={<IconSend size={16} />}
        variant="light"
        loading={resend.isPending}
        onClick={() => void onResend()}
        aria-label={`Resend ${mail.subject} to ${mail.to}`}
      >
        Resend
      </Button>
      {refusal ? (
        <Text size="sm" c="red.8" role="alert">
          {refusal}
        </Text>
      ) : null}
    </Stack>
  );
}
