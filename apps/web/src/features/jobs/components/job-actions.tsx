import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconChevronDown, IconPrinter, IconReceipt } from '@tabler/icons-react';
import type { JobView } from '@shop/domain/contracts/jobs';
import { can } from '@shop/domain/policies';
import { useTranslation } from 'react-i18next';
import { previousJobStage } from '@shop/domain/stringing/job-stage';
import { SectionCard } from '@/components/ui/section-card';
import { errorMessage } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { useOpenJobReceipt, useOpenJobTag } from '../api/get-job-tag';
import { useMoveJobStage } from '../api/move-job-stage';
import { crackBlocksStart } from '../lib/intake';
import { intakeText, jobMessages, stageLabels } from '../lib/job-text';
import { AdvanceButton } from './advance-button';
import { CollectButton } from './collect-dialog';
import { CancelJobButton } from './cancel-job-dialog';
import { ResendReceiptButton } from './resend-receipt-button';

function MoveBackButton({ job }: { job: JobView }) {
  const { t } = useTranslation('jobs');
  const move = useMoveJobStage();
  const back = previousJobStage(job.stage);
  if (!back || !can(getRole(), 'jobs:override')) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconArrowBackUp size={16} />}
      loading={move.isPending}
      onClick={() =>
        move.mutate(
          { jobId: job.job_id, stage: back },
          {
            onError: (failure) =>
              notifications.show({
                color: 'red',
                title: t('job.number', { id: job.job_id }),
                message: errorMessage(failure, jobMessages(t).moveFailed),
              }),
          },
        )
      }
    >
      {t('actions.moveBack', { stage: stageLabels(t)[back].toLowerCase() })}
    </Button>
  );
}

/** A print menu of the job's documents: the tag (for the racket) or the receipt (for the customer), in two sizes. */
function PrintMenu({ jobId, document }: { jobId: number; document: 'tag' | 'receipt' }) {
  const { t } = useTranslation('jobs');
  const tag = useOpenJobTag();
  const receipt = useOpenJobReceipt();
  const onError = (failure: unknown) =>
    notifications.show({
      color: 'red',
      title: t('job.number', { id: jobId }),
      message: errorMessage(failure, document === 'tag' ? jobMessages(t).tagFailed : t('actions.receiptFailed')),
    });
  const items =
    document === 'tag'
      ? [
          { label: t('actions.tagLabel'), print: () => tag.mutate({ jobId, layout: 'label' }, { onError }) },
          { label: t('actions.tagA4'), print: () => tag.mutate({ jobId, layout: 'a4' }, { onError }) },
        ]
      : [
          { label: t('actions.receipt80'), print: () => receipt.mutate({ jobId, layout: '80mm' }, { onError }) },
          { label: t('actions.receiptA5'), print: () => receipt.mutate({ jobId, layout: 'a5' }, { onError }) },
        ];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={document === 'tag' ? <IconPrinter size={16} /> : <IconReceipt size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={document === 'tag' ? tag.isPending : receipt.isPending}
        >
          {document === 'tag' ? t('actions.printTag') : t('actions.printReceipt')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.label} onClick={item.print}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The job's actions: the next stage in one click (the main button: Start, Mark ready, then for a job ready for pickup
 * Collect, which takes the balance due in the same dialog), move back (admins), cancel, and the tag.
 */
export function JobActions({ job }: { job: JobView }) {
  const { t } = useTranslation('jobs');
  const blocked = job.stage === 'received' && crackBlocksStart(job.intake) ? intakeText(t).riskNotAccepted : null;
  const cancelable = job.stage === 'received' || job.stage === 'in_progress';
  return (
    <SectionCard title={t('actions.title')}>
      <Stack gap="sm">
        {job.stage === 'ready' ? (
          <CollectButton jobId={job.job_id} size="lg" fullWidth />
        ) : (
          <AdvanceButton jobId={job.job_id} stage={job.stage} blockedReason={blocked} size="lg" fullWidth />
        )}
        {blocked ? (
          <Text size="sm" c="red.9" role="note">
            {blocked}
          </Text>
        ) : null}
        <Group gap="xs" justify="space-between" wrap="wrap">
          <PrintMenu jobId={job.job_id} document="tag" />
          <PrintMenu jobId={job.job_id} document="receipt" />
          <ResendReceiptButton jobId={job.job_id} />
          <MoveBackButton job={job} />
          {cancelable ? <CancelJobButton jobId={job.job_id} /> : null}
        </Group>
      </Stack>
    </SectionCard>
  );
}
