import type { ReactNode } from 'react';
import { Autocomplete, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMON_RACKETS, RACKET_BRANDS } from '@shop/domain/stringing/pattern';
import type { RacketValues } from '@/lib/spec-values';

/** Example values shown as placeholders (brand and model names stay in Latin letters in every language). */
const EXAMPLE = { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19' } as const;

type RacketField = keyof RacketValues;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The common racket a brand and model name, if the list has it. */
export function findCommonRacket(brand: string, model: string) {
  return COMMON_RACKETS.find((r) => same(r.model, model) && (brand.trim() === '' || same(r.brand, brand)));
}

/**
 * Brand, model, pattern and head size. Brand and model suggest the common rackets (free text always
 * allowed); a known model fills its pattern and head size (and its brand when none is written).
 */
export function RacketFields({
  value,
  errors,
  onField,
  readOnly = false,
  autoFocus = false,
}: {
  value: RacketValues;
  errors: Partial<Record<RacketField, ReactNode>>;
  onField<K extends RacketField>(field: K, next: RacketValues[K]): void;
  readOnly?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const models = COMMON_RACKETS.filter((r) => value.brand.trim() === '' || same(r.brand, value.brand)).map(
    (r) => r.model,
  );
  const changeModel = (model: string) => {
    onField('model', model);
    const known = findCommonRacket(value.brand, model);
    if (!known) return;
    if (value.brand.trim() === '') onField('brand', known.brand);
    onField('pattern', known.pattern);
    onField('head_size', known.head_size);
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Autocomplete
        label={t('racket.brand')}
        placeholder={EXAMPLE.brand}
        data={[...RACKET_BRANDS]}
        withAsterisk
        readOnly={readOnly}
        autoFocus={autoFocus}
        value={value.brand}
        onChange={(brand) => onField('brand', brand)}
        error={errors.brand}
      />
      <Autocomplete
        label={t('racket.model')}
        placeholder={EXAMPLE.model}
        data={[...new Set(models)]}
        withAsterisk
        readOnly={readOnly}
        value={value.model}
        onChange={changeModel}
        error={errors.model}
      />
      <TextInput
        label={t('racket.pattern')}
        placeholder={EXAMPLE.pattern}
        description={t('racket.patternHint')}
        withAsterisk
        readOnly={readOnly}
        value={value.pattern}
        onChange={(e) => onField('pattern', e.currentTarget.value)}
        error={errors.pattern}
      />
      <NumberInput
        label={t('racket.headSize')}
        placeholder="100"
        description={t('racket.headSizeHint')}
        suffix={t('racket.sqInSuffix')}
        allowDecimal={false}
        allowNegative={false}
        readOnly={readOnly}
        value={value.head_size}
        onChange={(size) => onField('head_size', size)}
        error={errors.head_size}
      />
    </SimpleGrid>
  );
}
