import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { shopDate } from '@shop/domain/shop-days';
import { DateField } from '@/components/ui/date-field';
import { useTranslation } from 'react-i18next';

/** Booking date (dd/mm/yyyy, not before today in the shop's time zone) and racket name, side by side on wide screens. */
export function DateRacketFields(props: {
  date: GetInputPropsReturnType;
  racket: GetInputPropsReturnType;
  racketDisabled?: boolean;
  racketPlaceholder: string;
}) {
  const { t } = useTranslation('bookings');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <DateField
        label={t('bookingDate')}
        min={shopDate()}
        value={String(props.date.value ?? '')}
        onChange={(value) => (props.date.onChange as (value: string) => void)(value)}
        onBlur={props.date.onBlur as (() => void) | undefined}
        error={
          typeof props.date.error === 'string'
            ? t(props.date.error, { ns: 'messages' })
            : (props.date.error as React.ReactNode)
        }
      />
      <TextInput
        label={t('racketName')}
        placeholder={props.racketPlaceholder}
        disabled={props.racketDisabled}
        {...props.racket}
      />
    </SimpleGrid>
  );
}
