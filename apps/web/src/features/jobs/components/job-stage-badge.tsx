import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobStage } from '@shop/domain/stringing/job-stage';
import { stageLabels } from '../lib/job-text';
import { STAGE_COLORS } from '../lib/stage-actions';

/** A badge keeps its whole text in a narrow table cell (Mantine's label would otherwise shrink to an ellipsis). */
export const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

export function JobStageBadge({ stage, size = 'md' }: { stage: JobStage; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge color={STAGE_COLORS[stage]} variant="light" size={size} style={{ flexShrink: 0 }} styles={WHOLE_LABEL}>
      {stageLabels(t)[stage]}
    </Badge>
  );
}

export function ExpressBadge({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge color="grape" variant="filled" size={size} style={{ flexShrink: 0 }} styles={WHOLE_LABEL}>
      {t('job.express')}
    </Badge>
  );
}
