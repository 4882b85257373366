import { Group, SegmentedControl, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { JobDueFilter } from '@shop/domain/contracts/jobs';
import { STORES, type Store } from '@shop/domain/pickup';
import { JOB_STAGE_LABELS, type JobStage } from '@shop/domain/stringing/job-stage';

/** The bench's filters as the URL holds them; '' is the default (left out of the URL). */
export interface BenchFilters {
  [name: string]: string;
  /** '' = every open job. */
  stage: JobStage | '';
  /** '' = the account's store (every store when it has none); 'all' = every store. */
  store: Store | 'all' | '';
  due: JobDueFilter | '';
}

export const ALL_STORES = 'all';

const OPEN_STAGES = [
  { value: '', label: 'All open' },
  { value: 'received', label: JOB_STAGE_LABELS.received },
  { value: 'in_progress', label: JOB_STAGE_LABELS.in_progress },
  { value: 'ready', label: JOB_STAGE_LABELS.ready },
];
/** A phone's segmented control is narrow: "Ready" for Ready for pickup. */
const SHORT_LABELS: Record<string, string> = { ready: 'Ready' };
const FINISHED_STAGES = [
  { value: 'collected', label: JOB_STAGE_LABELS.collected },
  { value: 'canceled', label: JOB_STAGE_LABELS.canceled },
];
const DUE_OPTIONS = [
  { value: '', label: 'Any time' },
  { value: 'today', label: 'Due today' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'upcoming', label: 'Upcoming' },
];
const STORE_OPTIONS = [{ value: ALL_STORES, label: 'All stores' }, ...STORES.map((s) => ({ value: s, label: s }))];

/** The store the list asks for: the URL's, else the account's, else every store. */
export function storeOf(filters: BenchFilters, defaultStore: Store | null): Store | '' {
  if (filters.store === ALL_STORES) return '';
  return filters.store || defaultStore || '';
}

/**
 * Stage (open stages in a segmented control, finished ones in a select beside it), store and due.
 * On a phone the segmented control takes the full width and the selects share the next row.
 */
export function BenchFilterBar({
  filters,
  defaultStore,
  onChange,
}: {
  filters: BenchFilters;
  defaultStore: Store | null;
  onChange(change: Partial<BenchFilters>): void;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const finished = filters.stage === 'collected' || filters.stage === 'canceled';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Stage"
        value={finished ? 'finished' : filters.stage}
        onChange={(value) => onChange({ stage: value as JobStage | '' })}
        data={phone ? OPEN_STAGES.map((s) => ({ ...s, label: SHORT_LABELS[s.value] ?? s.label })) : OPEN_STAGES}
        size={phone ? 'xs' : 'sm'}
        fullWidth={phone}
        w={phone ? '100%' : undefined}
      />
      <Select
        label="Finished jobs"
        placeholder="Show finished"
        data={FINISHED_STAGES}
        value={finished ? filters.stage : null}
        onChange={(value) => onChange({ stage: (value ?? '') as JobStage | '' })}
        clearable
        w={{ base: 'calc(50% - 6px)', xs: 190 }}
      />
      <Select
        label="Store"
        data={STORE_OPTIONS}
        value={storeOf(filters, defaultStore) || ALL_STORES}
        onChange={(value) => onChange({ store: (value ?? '') as BenchFilters['store'] })}
        allowDeselect={false}
        w={{ base: 'calc(50% - 6px)', xs: 180 }}
      />
      <Select
        label="Due"
        data={DUE_OPTIONS}
        value={filters.due}
        onChange={(value) => onChange({ due: (value ?? '') as JobDueFilter | '' })}
        allowDeselect={false}
        w={{ base: 'calc(50% - 6px)', xs: 150 }}
      />
    </Group>
  );
}
