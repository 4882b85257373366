import { Alert, Stepper } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { JOB_STAGE_LABELS, type JobStage } from '@shop/domain/stringing/job-stage';

const STEPS = ['received', 'in_progress', 'ready', 'collected'] as const;

/** Received → in progress → ready for pickup → collected, the current one highlighted; canceled said plainly. */
export function JobStepper({ stage }: { stage: JobStage }) {
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
      {STEPS.map((step) => (
        <Stepper.Step
          key={step}
          label={JOB_STAGE_LABELS[step]}
          aria-current={step === stage ? 'step' : undefined}
          allowStepSelect={false}
        />
      ))}
    </Stepper>
  );
}
