import { Text } from '@mantine/core';
import type { JobSpecInput } from '@shop/domain/contracts/jobs';
import { specSummary } from '@/lib/spec-summary';

/** A spec in one line under a booking line ("Babolat Pure Aero 16x19 · RPM Blast 1.25 · 23.5 kg (51.8 lb)"). */
export function SpecLine({ spec }: { spec: JobSpecInput | null | undefined }) {
  if (!spec) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="spec-line">
      {specSummary(spec)}
    </Text>
  );
}
