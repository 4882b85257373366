import { Badge, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { warningText } from '../lib/job-text';
import { WHOLE_LABEL } from './job-stage-badge';

/** The intake's warnings; a frame crack in red, the others in yellow. */
export function JobWarnings({ warnings }: { warnings: string[] }) {
  const { t } = useTranslation('jobs');
  if (warnings.length === 0) return null;
  return (
    <Group gap={4}>
      {warnings.map((warning) => {
        const crack = /crack/i.test(warning);
        return (
          <Badge
            key={warning}
            color={crack ? 'red' : 'yellow'}
            variant={crack ? 'filled' : 'light'}
            size="sm"
            styles={WHOLE_LABEL}
            leftSection={crack ? <IconAlertTriangle size={12} aria-hidden /> : undefined}
          >
            {warningText(t, warning)}
          </Badge>
        );
      })}
    </Group>
  );
}
