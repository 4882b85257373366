import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { shopDate } from '@shop/domain/time';

/** Booking date (not before today in the shop's time zone) and racket name, side by side on wide screens. */
export function DateRacketFields(props: {
  date: GetInputPropsReturnType;
  racket: GetInputPropsReturnType;
  racketDisabled?: boolean;
  racketPlaceholder: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Booking Date" type="date" min={shopDate()} {...props.date} />
      <TextInput
        label="Racket Name"
        placeholder={props.racketPlaceholder}
        disabled={props.racketDisabled}
        {...props.racket}
      />
    </SimpleGrid>
  );
}
