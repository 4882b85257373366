import { Link } from 'react-router';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconAlarm, IconCalendarDue, IconPackage, type Icon } from '@tabler/icons-react';
import type { JobSummary } from '@shop/domain/contracts/jobs';
import { ErrorState } from '@/components/ui/states';
import { useJobSummary } from '../api/get-job-summary';
import { benchPath } from '../lib/paths';
import { useAccountStore } from '../lib/use-account-store';
import { JOB_SCREEN_MESSAGES } from '../lib/stage-actions';

interface Tile {
  key: keyof JobSummary;
  label: string;
  hint: string;
  to: string;
  color: string;
  icon: Icon;
}

const TILES: Tile[] = [
  {
    key: 'due_today',
    label: 'Due today',
    hint: 'to finish before closing',
    to: benchPath({ due: 'today' }),
    color: 'blue',
    icon: IconCalendarDue,
  },
  {
    key: 'overdue',
    label: 'Overdue',
    hint: 'past their due time',
    to: benchPath({ due: 'overdue' }),
    color: 'red',
    icon: IconAlarm,
  },
  {
    key: 'ready',
    label: 'Ready for collection',
    hint: 'waiting for the customer',
    to: benchPath({ stage: 'ready' }),
    color: 'green',
    icon: IconPackage,
  },
];

/**
 * The dashboard's bench figures for the account's store (every store without one): due today,
 * overdue and ready for collection, each opening the bench filtered the same way.
 */
export function BenchTiles() {
  const account = useAccountStore();
  const summary = useJobSummary(account.store, account.known);
  if (summary.isError) return <ErrorState message={JOB_SCREEN_MESSAGES.summaryFailed} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
      {TILES.map((tile) => {
        const count = summary.data?.[tile.key];
        const alarm = tile.key === 'overdue' && !!count;
        return (
          <Card
            key={tile.key}
            component={Link}
            to={tile.to}
            aria-label={`${tile.label}: ${count ?? '…'} job${count === 1 ? '' : 's'}`}
            style={alarm ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={600} c={alarm ? 'red.9' : undefined}>
                  {tile.label}
                </Text>
                {count === undefined ? (
                  <Skeleton height={40} width={48} mt={4} />
                ) : (
                  <Text fz={40} fw={700} lh={1.1} c={alarm ? 'red.9' : undefined} data-testid={`tile-${tile.key}`}>
                    {count}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {tile.hint}
                </Text>
              </div>
              <ThemeIcon variant="light" size={40} radius="md" color={tile.color}>
                <tile.icon size={22} />
              </ThemeIcon>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
