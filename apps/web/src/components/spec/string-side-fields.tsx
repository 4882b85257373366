import type { ReactNode } from 'react';
import { SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { BRING_OWN_STRING_ID, STRING_PRODUCTS_LIST } from '@shop/domain/catalogue';
import { useTranslation } from 'react-i18next';
import type { SideValues } from '@/lib/spec-values';
import { TensionInput } from '@/components/spec/tension-input';

const STRING_OPTIONS = STRING_PRODUCTS_LIST.filter((s) => s.string_id !== BRING_OWN_STRING_ID).map((s) => ({
  value: String(s.string_id),
  label: s.name,
}));

type SideField = keyof SideValues;

/** Mains or crosses: a catalogue string (searchable) or the customer's own string, and its tension. */
export function StringSideFields({
  side,
  value,
  errors,
  onField,
  readOnly = false,
}: {
  side: 'mains' | 'crosses';
  value: SideValues;
  errors: Partial<Record<SideField, ReactNode>>;
  onField<K extends SideField>(field: K, next: SideValues[K]): void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const mains = side === 'mains';
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={mains ? t('side.mainsSource') : t('side.crossesSource')}
        data={[
          { value: 'catalogue', label: t('side.shopString') },
          { value: 'own', label: t('side.customersOwn') },
        ]}
        value={value.source}
        onChange={(source) => onField('source', source as SideValues['source'])}
        readOnly={readOnly}
        size="xs"
        style={{ alignSelf: 'flex-start' }}
      />
      {value.source === 'catalogue' ? (
        <Select
          label={mains ? t('side.mainsString') : t('side.crossesString')}
          placeholder={t('side.search')}
          data={STRING_OPTIONS}
          searchable
          nothingFoundMessage={t('side.nothingFound')}
          withAsterisk
          readOnly={readOnly}
          value={value.string_id}
          onChange={(id) => onField('string_id', id)}
          error={errors.string_id}
        />
      ) : (
        <TextInput
          label={mains ? t('side.mainsString') : t('side.crossesString')}
          placeholder={t('side.ownPlaceholder')}
          withAsterisk
          readOnly={readOnly}
          value={value.own_string}
          onChange={(e) => onField('own_string', e.currentTarget.value)}
          error={errors.own_string}
        />
      )}
      <TensionInput
        label={mains ? t('side.mainsTension') : t('side.crossesTension')}
        tension={value.tension}
        unit={value.unit}
        onTension={(tension) => onField('tension', tension)}
        onUnit={(unit) => onField('unit', unit)}
        error={errors.tension ?? errors.unit}
        readOnly={readOnly}
      />
    </Stack>
  );
}
