import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { formatShopDateTime } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useMailbox } from '../api/get-mailbox';
import { LinkifiedText } from '../components/linkified-text';

const STATUS_COLOR = { pending: 'yellow', sending: 'blue', sent: 'court', failed: 'red' } as const;

export default function MailboxPage() {
  const mailbox = useMailbox();
  return (
    <>
      <PageHeader
        title="Mailbox"
        description="Development only: the emails the product has sent, newest first. Links open here."
      />
      {mailbox.isPending ? <LoadingState /> : null}
      {mailbox.isError ? <ErrorState message={errorMessage(mailbox.error, 'Failed to load the mailbox.')} /> : null}
      {mailbox.data && mailbox.data.items.length === 0 ? <EmptyState message="No emails yet." /> : null}
      <Stack gap="md">
        {mailbox.data?.items.map((mail) => (
          <Card key={mail.id} component="article" aria-label={mail.subject}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="xs">
              <Group gap="xs" wrap="nowrap">
                <IconMail size={18} color="var(--mantine-color-court-6)" style={{ flexShrink: 0 }} />
                <Text fw={650}>{mail.subject}</Text>
              </Group>
              <Badge variant="light" color={STATUS_COLOR[mail.status]}>
                {mail.status}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mb="sm">
              To {mail.to} · {formatShopDateTime(mail.created_at)}
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
