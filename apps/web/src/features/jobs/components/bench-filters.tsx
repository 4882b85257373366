import { Group, SegmentedControl, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { JobDueFilter } from '@shop/domain/contracts/jobs';
import { type Store } from '@shop/domain/pickup';
import { useStoreOptions } from '@/lib/i18n/stores';
import type { JobStage } from '@shop/domain/stringing/job-stage';
import { stageLabels } from '../lib/job-text';

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
  const { t } = useTranslation('jobs');
  const stores = useStoreOptions();
  const stages = stageLabels(t);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const finished = filters.stage === 'collected' || filters.stage === 'canceled';
  const openStages = [
    { value: '', label: t('filters.allOpen') },
    { value: 'received', label: stages.received },
    { value: 'in_progress', label: stages.in_progress },
    // A phone's segmented control is narrow: "Ready" for Ready for pickup.
    { value: 'ready', label: phone ? t('filters.readyShort') : stages.ready },
  ];
  const finishedStages = [
    { value: 'collected', label: stages.collected },
    { value: 'canceled', label: stages.canceled },
  ];
  const dueOptions = [
    { value: '', label: t('filters.anyTime') },
    { value: 'today', label: t('filters.dueToday') },
    { value: 'overdue', label: t('filters.overdue') },
    { value: 'upcoming', label: t('filters.upcoming') },
  ];
  const storeOptions = [{ value: ALL_STORES, label: t('filters.allStores') }, ...stores];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('filters.stage')}
        value={finished ? 'finished' : filters.stage}
        onChange={(value) => onChange({ stage: value as JobStage | '' })}
        data={openStages}
        size={phone ? 'xs' : 'sm'}
        fullWidth={phone}
        w={phone ? '100%' : undefined}
      />
      <Select
        label={t('filters.finished')}
        placeholder={t('filters.showFinished')}
        data={finishedStages}
        value={finished ? filters.stage : null}
        onChange={(value) => onChange({ stage: (value ?? '') as JobStage | '' })}
        clearable
        w={{ base: 'calc(50% - 6px)', xs: 190 }}
      />
      <Select
        label={t('filters.store')}
        data={storeOptions}
        value={storeOf(filters, defaultStore) || ALL_STORES}
        onChange={(value) => onChange({ store: (value ?? '') as BenchFilters['store'] })}
        allowDeselect={false}
        w={{ base: 'calc(50% - 6px)', xs: 180 }}
      />
      <Select
        label={t('filters.due')}
        data={dueOptions}
        value={filters.due}
        onChange={(value) => onChange({ due: (value ?? '') as JobDueFilter | '' })}
        allowDeselect={false}
        w={{ base: 'calc(50% - 6px)', xs: 150 }}
      />
    </Group>
  );
}
