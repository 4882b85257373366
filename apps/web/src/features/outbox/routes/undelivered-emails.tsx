import { useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailOff, IconSend } from '@tabler/icons-react';
import { OUTBOX_MESSAGES, type FailedEmail } from '@shop/domain/contracts/outbox';
import { formatShopDateTime } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useFailedEmails } from '../api/find-failed-emails';
import { useResendFailedEmail } from '../api/resend-failed-email';

/** Emails the outbox could not deliver after a day of tries (mail server down, address refused), with Resend. */
export default function UndeliveredEmailsPage() {
  const failed = useFailedEmails();
  return (
    <>
      <PageHeader
        title="Undelivered Emails"
        description="Emails the mail server refused or could not be reached for after a day of tries. Resend once the problem is fixed."
      />
      {failed.isPending ? <LoadingState label="Loading undelivered emails" /> : null}
      {failed.isError ? <ErrorState message={errorMessage(failed.error, OUTBOX_MESSAGES.loadFailed)} /> : null}
      {failed.data && failed.data.items.length === 0 ? <EmptyState message={OUTBOX_MESSAGES.noFailedEmails} /> : null}
      <Stack gap="md">
        {failed.data?.items.map((mail) => (
          <FailedEmailCard key={mail.id} mail={mail} />
        ))}
      </Stack>
    </>
  );
}

function FailedEmailCard({ mail }: { mail: FailedEmail }) {
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
    <Card component="article" aria-label={mail.subject}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="nowrap">
            <IconMailOff size={18} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
            <Text fw={650}>{mail.subject}</Text>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            To {mail.to} · {formatShopDateTime(mail.created_at)} · {mail.attempts} attempts
          </Text>
          {refusal ? (
            <Text size="sm" c="red.8" role="alert">
              {refusal}
            </Text>
          ) : null}
          {mail.last_error ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Last error: {mail.last_error}
            </Text>
          ) : null}
        </Stack>
        <Button
          leftSection={<IconSend size={16} />}
          variant="light"
          loading={resend.isPending}
          onClick={() => void onResend()}
          aria-label={`Resend ${mail.subject} to ${mail.to}`}
        >
          Resend
        </Button>
      </Group>
    </Card>
  );
}
