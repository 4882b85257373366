import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { shopDate } from '@shop/domain/time';
import { DateField } from '@/components/ui/date-field';

/** Booking date (dd/mm/yyyy, not before today in the shop's time zone) and racket name, side by side on wide screens. */
export function DateRacketFields(props: {
  date: GetInputPropsReturnType;
  racket: GetInputPropsReturnType;
  racketDisabled?: boolean;
  racketPlaceholder: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <DateField
        label="Booking Date"
        min={shopDate()}
        value={String(props.date.value ?? '')}
        onChange={(value) => (props.date.onChange as (value: string) => void)(value)}
        onBlur={props.date.onBlur as (() => void) | undefined}
        error={props.date.error as React.ReactNode}
      />
      <TextInput
        label="Racket Name"
        placeholder={props.racketPlaceholder}
        disabled={props.racketDisabled}
        {...props.racket}
      />
    </SimpleGrid>
  );
}
