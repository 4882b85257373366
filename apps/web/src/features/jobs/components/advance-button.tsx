import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { JobStage } from '@shop/domain/stringing/job-stage';
import { errorMessage } from '@/lib/api-client';
import { useMoveJobStage } from '../api/move-job-stage';
import { advanceLabels, jobMessages } from '../lib/job-text';
import { advanceOf } from '../lib/stage-actions';
import { DirectionIcon } from '@/components/ui/direction-icon';

const ADVANCE_COLORS: Partial<Record<JobStage, string>> = { in_progress: 'blue', ready: 'green', collected: 'dark' };

/**
 * The one big button that moves a job to its next stage ("Start", "Mark ready", "Collected").
 * Disabled while the move is sent; a refusal (409: already moved, a crack not accepted…) is shown
 * in the server's words and the job is fetched again.
 */
export function AdvanceButton({
  jobId,
  stage,
  blockedReason,
  ...props
}: { jobId: number; stage: JobStage; blockedReason?: string | null } & ButtonProps) {
  const { t } = useTranslation('jobs');
  const move = useMoveJobStage();
  const advance = advanceOf(stage);
  if (!advance) return null;
  const label = advanceLabels(t)[stage] ?? advance.label;
  return (
    <Button
      size="md"
      color={ADVANCE_COLORS[advance.to]}
      rightSection={<DirectionIcon toward="forward" size={18} />}
      loading={move.isPending}
      disabled={move.isPending || !!blockedReason}
      title={blockedReason ?? undefined}
      aria-label={t('advance.aria', { label, id: jobId })}
      onClick={() =>
        move.mutate(
          { jobId, stage: advance.to },
          {
            onError: (failure) =>
              notifications.show({
                color: 'red',
                title: t('job.number', { id: jobId }),
                message: errorMessage(failure, jobMessages(t).moveFailed),
              }),
          },
        )
      }
      {...props}
    >
      {label}
    </Button>
  );
}
