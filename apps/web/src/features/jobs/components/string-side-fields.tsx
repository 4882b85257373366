import type { ReactNode } from 'react';
import { SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { BRING_OWN_STRING_ID, STRING_PRODUCTS_LIST } from '@shop/domain/catalogue';
import type { SideValues } from '../lib/spec-values';
import { TensionInput } from './tension-input';

const STRING_OPTIONS = STRING_PRODUCTS_LIST.filter((s) => s.string_id !== BRING_OWN_STRING_ID).map((s) => ({
  value: String(s.string_id),
  label: s.name,
}));

type SideField = keyof SideValues;

/** Mains or crosses: a catalogue string (searchable) or the customer's own string, and its tension. */
export function StringSideFields({
  label,
  value,
  errors,
  onField,
  readOnly = false,
}: {
  label: 'Mains' | 'Crosses';
  value: SideValues;
  errors: Partial<Record<SideField, ReactNode>>;
  onField<K extends SideField>(field: K, next: SideValues[K]): void;
  readOnly?: boolean;
}) {
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={`${label} string source`}
        data={[
          { value: 'catalogue', label: 'Shop string' },
          { value: 'own', label: 'Customer’s own' },
        ]}
        value={value.source}
        onChange={(source) => onField('source', source as SideValues['source'])}
        readOnly={readOnly}
        size="xs"
        style={{ alignSelf: 'flex-start' }}
      />
      {value.source === 'catalogue' ? (
        <Select
          label={`${label} string`}
          placeholder="Search the strings"
          data={STRING_OPTIONS}
          searchable
          nothingFoundMessage="No string by that name"
          withAsterisk
          readOnly={readOnly}
          value={value.string_id}
          onChange={(id) => onField('string_id', id)}
          error={errors.string_id}
        />
      ) : (
        <TextInput
          label={`${label} string`}
          placeholder="The customer’s string, e.g. Kirschbaum Max Power 1.25"
          withAsterisk
          readOnly={readOnly}
          value={value.own_string}
          onChange={(e) => onField('own_string', e.currentTarget.value)}
          error={errors.own_string}
        />
      )}
      <TensionInput
        label={`${label} tension`}
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
