import { Badge, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { WHOLE_LABEL } from './job-stage-badge';

/** The intake's warnings; a frame crack in red, the others in yellow. */
export function JobWarnings({ warnings }: { warnings: string[] }) {
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
            {warning}
          </Badge>
        );
      })}
    </Group>
  );
}
