import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { JobView } from '@shop/domain/contracts/jobs';
import { useTranslation } from 'react-i18next';
import { aed } from '@shop/domain/money';
import { useFormat } from '@/lib/i18n/format';
import { serviceLabel } from '../lib/job-text';
import { DueText } from './due-text';
import { ExpressBadge, JobStageBadge } from './job-stage-badge';
import { JobStepper } from './job-stepper';
import { JobWarnings } from './job-warnings';

/** The job at a glance: number, EXPRESS, stage, due (red when overdue), store, service, and the stepper. */
export function JobHeader({ job }: { job: JobView }) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  return (
    <Card>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="md">
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2">
              {t('job.number', { id: job.job_id })}
            </Title>
            {job.express ? <ExpressBadge size="xl" /> : null}
            <JobStageBadge stage={job.stage} size="lg" />
          </Group>
          <Text size="sm" c="dimmed">
            {job.spec_summary ?? job.service_name} · {serviceLabel(t, job)} · {job.racket || t('job.racketNotNamed')}
          </Text>
          <JobWarnings warnings={job.warnings} />
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('columns.due')}
          </Text>
          <DueText dueAt={job.due_at} overdue={job.overdue} size="md" />
          <Group gap={4} wrap="nowrap">
            <IconBuildingStore size={14} aria-hidden />
            <Text size="sm">{t(job.store, { ns: 'messages' })}</Text>
          </Group>
          {job.amount_due_in_store > 0 ? (
            <Text size="sm" fw={600} c="red.9">
              {t('job.toPay', { amount: format.money(aed(job.amount_due_in_store)) })}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <JobStepper stage={job.stage} />
    </Card>
  );
}
