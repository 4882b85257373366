import type { ReactNode } from 'react';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { calendarLabels, SHOP_WEEK, useCalendarLocale } from './calendar-locale';

/** How every date is entered: day first, as it is shown (docs/decisions/dates.md). */
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';

/**
 * A date entered as dd/mm/yyyy with a calendar (the browser's own date input shows mm/dd/yyyy on
 * many machines). Values are the shop's calendar dates as YYYY-MM-DD strings, as the API carries
 * them; an empty field is ''. `min` and `max` are YYYY-MM-DD too (e.g. `shopDate()` for today in Dubai).
 * The calendar speaks the screen's language (Arabic month and day names in Arabic) and starts the week on
 * the shop's first day; the date stays dd/mm/yyyy, in Arabic-Indic digits only when the shop chose them.
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
  const { locale, digits } = useCalendarLocale();
  return (
    <DatesProvider settings={{ ...SHOP_WEEK, locale }}>
      <DatePickerInput
        {...calendarLabels(locale, digits)}
        valueFormatter={({ date }) => (typeof date === 'string' ? digits(dayjs(date).format(DATE_INPUT_FORMAT)) : '')}
        label={props.label}
        description={props.description}
        withAsterisk={props.withAsterisk}
        placeholder={t('date.placeholder')}
        // An empty field's dd/mm/yyyy in the readable dimmed grey: Mantine's placeholder grey is 2.1:1 on white (axe).
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
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
    </DatesProvider>
  );
}
