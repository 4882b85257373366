import type { ReactNode } from 'react';
import { Avatar, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { CUSTOMER_MESSAGES, type NavCustomer as BookingCustomer } from '@shop/domain/contracts/customers';
import { useTranslation } from 'react-i18next';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The customer a booking is for, with any extra read-only facts (service, date). */
export function CustomerSummary({
  customer,
  extra,
}: {
  customer: BookingCustomer;
  extra?: { label: string; value: ReactNode }[];
}) {
  const { t } = useTranslation('bookings');
  return (
    <Card>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar color="court" radius="xl" size={44}>
          {customer.name
            .split(' ')
            .map((p) => p[0])
            .join('')
            .slice(0, 2)
            .toUpperCase()}
        </Avatar>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 2 + (extra?.length ?? 0) }} spacing="md" style={{ flex: 1 }}>
          <Field label={t('customer')}>
            {customer.name}
            <Text size="xs" c="dimmed">
              #{customer.id}
            </Text>
          </Field>
          <Field label={t('contact')}>
            {/* An address reads left to right in Arabic too (an Arabic local part would show after the domain). */}
            <Text size="sm" style={{ wordBreak: 'break-all' }} dir={customer.email ? 'ltr' : undefined}>
              {customer.email || t(CUSTOMER_MESSAGES.noEmail, { ns: 'messages' })}
            </Text>
            <Text size="xs" c="dimmed">
              <span dir="ltr">{customer.phone || '—'}</span>
            </Text>
          </Field>
          {extra?.map((item) => (
            <Field key={item.label} label={item.label}>
              {item.value}
            </Field>
          ))}
        </SimpleGrid>
      </Group>
    </Card>
  );
}
