import { Group, Stack, Text } from '@mantine/core';
import type { JobView } from '@shop/domain/contracts/jobs';
import { aed } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/i18n/format';
import { TakePaymentButton } from '@/components/take-payment-dialog';

/** The job's money: what was paid and what is still due, with Take payment while something is due. */
export function JobPaymentCard({ job }: { job: JobView }) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  return (
    <SectionCard title={t('payment.title')}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm">{t('payment.paid')}</Text>
          <Text size="sm" fw={600}>
            {format.money(aed(job.amount_paid))}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('payment.balance')}</Text>
          <Text size="sm" fw={700} c={job.balance_due > 0 ? 'red.9' : undefined}>
            {format.money(aed(job.balance_due))}
          </Text>
        </Group>
        <TakePaymentButton
          size="sm"
          target={{
            bookingId: job.booking_id,
            customerName: job.customer_name,
            serviceName: job.service_name,
            status: job.booking_status,
            paymentStatus: job.payment_status,
            balanceDue: job.balance_due,
          }}
        />
      </Stack>
    </SectionCard>
  );
}
