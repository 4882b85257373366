import { Link } from 'react-router';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconAlarm, IconCalendarDue, IconPackage, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { JobSummary } from '@shop/domain/contracts/jobs';
import { ErrorState } from '@/components/ui/states';
import { useJobSummary } from '../api/get-job-summary';
import { benchPath } from '@/lib/job-paths';
import { useAccountStore } from '../lib/use-account-store';
import { jobMessages } from '../lib/job-text';

interface Tile {
  key: keyof JobSummary;
  label: string;
  hint: string;
  to: string;
  color: string;
  icon: Icon;
}

const tiles = (t: TFunction): Tile[] => [
  {
    key: 'due_today',
    label: t('tiles.dueToday'),
    hint: t('tiles.dueTodayHint'),
    to: benchPath({ due: 'today' }),
    color: 'blue',
    icon: IconCalendarDue,
  },
  {
    key: 'overdue',
    label: t('tiles.overdue'),
    hint: t('tiles.overdueHint'),
    to: benchPath({ due: 'overdue' }),
    color: 'red',
    icon: IconAlarm,
  },
  {
    key: 'ready',
    label: t('tiles.ready'),
    hint: t('tiles.readyHint'),
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
  const { t } = useTranslation('jobs');
  const account = useAccountStore();
  const summary = useJobSummary(account.store, account.known);
  if (summary.isError) return <ErrorState message={jobMessages(t).summaryFailed} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
      {tiles(t).map((tile) => {
        const count = summary.data?.[tile.key];
        const alarm = tile.key === 'overdue' && !!count;
        return (
          <Card
            key={tile.key}
            component={Link}
            to={tile.to}
            aria-label={
              count === undefined
                ? t('tiles.ariaLoading', { label: tile.label })
                : t('tiles.aria', { label: tile.label, count })
            }
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
