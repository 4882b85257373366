import type { ReactNode } from 'react';
import { Box, Group, NumberInput, SegmentedControl, Text } from '@mantine/core';
import {
  TENSION_UNITS,
  convertTenths,
  formatTension,
  switchTensionUnit,
  tensionToTenths,
  type TensionUnit,
} from '@shop/domain/stringing/tension';
import { useTranslation } from 'react-i18next';

/** "= 51.8 lb": the tension in the other unit, or nothing while the value is not a tension. */
export function otherUnitText(tension: number | string, unit: TensionUnit): string {
  if (typeof tension !== 'number') return '';
  const tenths = tensionToTenths(tension);
  if (tenths === null || tenths <= 0) return '';
  const other: TensionUnit = unit === 'kg' ? 'lb' : 'kg';
  return `= ${formatTension(convertTenths(tenths, unit, other), other)}`;
}

/**
 * A tension as the customer says it: the number, a kg | lb switch and the other unit beside it, live.
 * Switching the unit converts the number (24 kg becomes 53 lb, rounded to 0.1 kg or 0.5 lb): keeping it would
 * string 24 lb (10.9 kg) where 24 kg was meant. The range check then applies to the converted value.
 */
export function TensionInput({
  label,
  tension,
  unit,
  onTension,
  onUnit,
  error,
  readOnly = false,
}: {
  label: string;
  tension: number | string;
  unit: TensionUnit;
  onTension(value: number | string): void;
  onUnit(value: TensionUnit): void;
  error?: ReactNode;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('jobs');
  // The label and the error span the whole row, not the narrow number box: the label never wraps at phone
  // width and stays the number's accessible name, the error describes it; the row wraps "= 51.8 lb" under
  // the number when space runs out.
  return (
    <NumberInput
      label={label}
      placeholder={unit === 'kg' ? '23.5' : '52'}
      decimalScale={1}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      withAsterisk
      readOnly={readOnly}
      value={tension}
      onChange={onTension}
      error={error}
      inputContainer={(input) => (
        <Group gap="xs" align="center" wrap="wrap" style={{ rowGap: 4 }}>
          <Box w={88}>{input}</Box>
          <SegmentedControl
            aria-label={t('side.unit', { label })}
            data={[...TENSION_UNITS]}
            value={unit}
            onChange={(next) => {
              const to = next as TensionUnit;
              if (typeof tension === 'number' && tensionToTenths(tension) !== null)
                onTension(switchTensionUnit(tension, unit, to));
              onUnit(to);
            }}
            readOnly={readOnly}
          />
          <Text size="sm" c="dimmed" aria-live="polite" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
            {otherUnitText(tension, unit)}
          </Text>
        </Group>
      )}
    />
  );
}
