import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight } from '@tabler/icons-react';
import type { JobStage } from '@shop/domain/stringing/job-stage';
import { errorMessage } from '@/lib/api-client';
import { useMoveJobStage } from '../api/move-job-stage';
import { advanceOf, JOB_SCREEN_MESSAGES } from '../lib/stage-actions';

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
  const move = useMoveJobStage();
  const advance = advanceOf(stage);
  if (!advance) return null;
  return (
    <Button
      size="md"
      color={ADVANCE_COLORS[advance.to]}
      rightSection={<IconArrowRight size={18} />}
      loading={move.isPending}
      disabled={move.isPending || !!blockedReason}
      title={blockedReason ?? undefined}
      aria-label={`${advance.label}: job #${jobId}`}
      onClick={() =>
        move.mutate(
          { jobId, stage: advance.to },
          {
            onError: (failure) =>
              notifications.show({
                color: 'red',
                title: `Job #${jobId}`,
                message: errorMessage(failure, JOB_SCREEN_MESSAGES.moveFailed),
              }),
          },
        )
      }
      {...props}
    >
      {advance.label}
    </Button>
  );
}
