import { Badge } from '@mantine/core';
import { JOB_STAGE_LABELS, type JobStage } from '@shop/domain/stringing/job-stage';
import { STAGE_COLORS } from '../lib/stage-actions';

/** A badge keeps its whole text in a narrow table cell (Mantine's label would otherwise shrink to an ellipsis). */
export const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

export function JobStageBadge({ stage, size = 'md' }: { stage: JobStage; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={STAGE_COLORS[stage]} variant="light" size={size} style={{ flexShrink: 0 }} styles={WHOLE_LABEL}>
      {JOB_STAGE_LABELS[stage]}
    </Badge>
  );
}

export function ExpressBadge({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <Badge color="grape" variant="filled" size={size} style={{ flexShrink: 0 }} styles={WHOLE_LABEL}>
      EXPRESS
    </Badge>
  );
}
