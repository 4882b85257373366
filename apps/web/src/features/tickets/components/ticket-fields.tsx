import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { TicketDetail } from '@shop/domain/contracts/tickets';
import { TicketStatusBadge } from './ticket-status-badge';
import { UpdatedPill } from './updated-pill';
import { issueTypeLabel, priorityLabel } from '../lib/ticket-text';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

const PRIORITY_COLORS: Record<string, string> = { low: 'gray', medium: 'yellow', high: 'red' };

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Every field of a ticket (docs/product/api.md#support-tickets), for the detail screen. */
export function TicketFields({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const format = useFormat();
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h3" style={{ wordBreak: 'break-word' }}>
            {ticket.subject}
          </Title>
          <TicketStatusBadge status={ticket.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Field label={t('fields.issueType')}>
            <Text size="sm" tt="capitalize">
              {issueTypeLabel(t, ticket.issue_type)}
            </Text>
          </Field>
          <Field label={t('columns.priority')}>
            <Badge variant="dot" color={PRIORITY_COLORS[ticket.priority_level] ?? 'gray'} tt="capitalize">
              {priorityLabel(t, ticket.priority_level)}
            </Badge>
          </Field>
          <Field label={t('columns.created')}>
            <Text size="sm">{format.dateTime(ticket.created_at)}</Text>
          </Field>
          <Field label={t('columns.updated')}>
            <Group gap={6}>
              <Text size="sm">{format.dateTime(ticket.updated_at)}</Text>
              <UpdatedPill createdAt={ticket.created_at} updatedAt={ticket.updated_at} />
            </Group>
          </Field>
        </SimpleGrid>
        <Field label={t('fields.description')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {ticket.description}
          </Text>
        </Field>
        {ticket.attachment_url ? (
          <Field label={t('fields.attachment')}>
            <Anchor
              href={ticket.attachment_url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconPaperclip size={14} />
                {ticket.attachment_url}
              </Group>
            </Anchor>
          </Field>
        ) : null}
      </Stack>
    </Card>
  );
}
