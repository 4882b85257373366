import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CustomerEmail } from '@/components/customer-email';

export interface TicketCustomerState {
  id: number;
  name: string;
  /** Null: the customer gave no email (a walk-in). */
  email: string | null;
  phone: string;
}

/** The customer whose tickets are shown: name, id, email and phone. */
/** `compact` drops the avatar for narrow columns so the email stays on one line. */
export function CustomerCard({ customer, compact = false }: { customer: TicketCustomerState; compact?: boolean }) {
  const { t } = useTranslation('tickets');
  const initials = customer.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
  return (
    <Card>
      <Group wrap="nowrap" align="flex-start">
        {compact ? null : (
          <Avatar color="court" radius="xl" size="lg" visibleFrom="sm">
            {initials || '?'}
          </Avatar>
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>
            {customer.name || t('customer.fallback')}{' '}
            <Text span c="dimmed" size="sm" dir="ltr">
              #{customer.id}
            </Text>
          </Text>
          <Group gap={6} wrap="nowrap">
            <IconMail size={15} />
            <CustomerEmail email={customer.email || null} phone={customer.phone} name={customer.name} />
          </Group>
          {customer.phone ? (
            <Group gap={6} wrap="nowrap">
              <IconPhone size={15} />
              <Text size="sm" dir="ltr">
                {customer.phone}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
