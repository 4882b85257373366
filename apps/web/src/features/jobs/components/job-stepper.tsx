import { Alert, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBan } from '@tabler/icons-react';
import { JOB_STAGE_LABELS, type JobStage } from '@shop/domain/stringing/job-stage';

const STEPS = ['received', 'in_progress', 'ready', 'collected'] as const;

/** Received → in progress → ready for pickup → collected, the current one highlighted; canceled said plainly. */
export function JobStepper({ stage }: { stage: JobStage }) {
  // On a phone the four labels do not fit in a row: the numbers only (the stage badge names the current one).
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  if (stage === 'canceled') {
    return (
      <Alert color="red" variant="light" icon={<IconBan size={18} />} title="Canceled">
        This job was canceled.
      </Alert>
    );
  }
  const index = STEPS.indexOf(stage);
  return (
    <Stepper
      active={stage === 'collected' ? STEPS.length : index}
      size="sm"
      allowNextStepsSelect={false}
      aria-label="Stage"
    >
      {STEPS.map((step, position) => (
        <Stepper.Step
          key={step}
          label={phone ? undefined : JOB_STAGE_LABELS[step]}
          aria-label={`Stage ${position + 1}: ${JOB_STAGE_LABELS[step]}`}
          aria-current={step === stage ? 'step' : undefined}
          allowStepSelect={false}
        />
      ))}
    </Stepper>
  );
}
