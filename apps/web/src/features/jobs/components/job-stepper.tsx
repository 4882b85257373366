import { Alert, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobStage } from '@shop/domain/stringing/job-stage';
import { stageLabels } from '../lib/job-text';

const STEPS = ['received', 'in_progress', 'ready', 'collected'] as const;

/** Received → in progress → ready for pickup → collected, the current one highlighted; canceled said plainly. */
export function JobStepper({ stage }: { stage: JobStage }) {
  // On a phone the four labels do not fit in a row: the numbers only (the stage badge names the current one).
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const { t } = useTranslation('jobs');
  const labels = stageLabels(t);
  if (stage === 'canceled') {
    return (
      <Alert color="red" variant="light" icon={<IconBan size={18} />} title={labels.canceled}>
        {t('stepper.canceled')}
      </Alert>
    );
  }
  const index = STEPS.indexOf(stage);
  return (
    <Stepper
      active={stage === 'collected' ? STEPS.length : index}
      size="sm"
      allowNextStepsSelect={false}
      aria-label={t('filters.stage')}
    >
      {STEPS.map((step, position) => (
        <Stepper.Step
          key={step}
          label={phone ? undefined : labels[step]}
          aria-label={t('stepper.step', { position: position + 1, stage: labels[step] })}
          aria-current={step === stage ? 'step' : undefined}
          allowStepSelect={false}
        />
      ))}
    </Stepper>
  );
}
