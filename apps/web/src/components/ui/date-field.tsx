import type { ReactNode } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How every date is entered: day first, as it is shown (docs/decisions/dates.md). */
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';

/**
 * A date entered as dd/mm/yyyy with a calendar (the browser's own date input shows mm/dd/yyyy on
 * many machines). Values are the shop's calendar dates as YYYY-MM-DD strings, as the API carries
 * them; an empty field is ''. `min` and `max` are YYYY-MM-DD too (e.g. `shopDate()` for today in Dubai).
 */
export function DateField(props: {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: ReactNode;
  min?: string;
  max?: string;
  withAsterisk?: boolean;
  clearable?: boolean;
  description?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <DatePickerInput
      label={props.label}
      description={props.description}
      withAsterisk={props.withAsterisk}
      valueFormat={DATE_INPUT_FORMAT}
      placeholder={t('date.placeholder')}
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? '')}
      onBlur={props.onBlur}
      error={props.error}
      minDate={props.min}
      maxDate={props.max}
      clearable={props.clearable ?? true}
      clearButtonProps={{ 'aria-label': t('date.clear') }}
      leftSection={<IconCalendar size={16} />}
      leftSectionPointerEvents="none"
      previousLabel={t('date.previousMonth')}
      nextLabel={t('date.nextMonth')}
      popoverProps={{ withinPortal: true }}
    />
  );
}
