import { SimpleGrid, TextInput } from '@mantine/core';
import { shopDate } from '@shop/domain/time';

export interface DateRacket {
  bookingDate: string;
  racketName: string;
}

/** Booking date (not before today in the shop's time zone) and racket name, side by side on wide screens. */
export function DateRacketFields(props: {
  value: DateRacket;
  onChange(value: DateRacket): void;
  racketDisabled?: boolean;
  racketPlaceholder: string;
}) {
  const { value, onChange } = props;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Booking Date"
        type="date"
        min={shopDate()}
        value={value.bookingDate}
        onChange={(e) => onChange({ ...value, bookingDate: e.currentTarget.value })}
      />
      <TextInput
        label="Racket Name"
        placeholder={props.racketPlaceholder}
        value={value.racketName}
        disabled={props.racketDisabled}
        onChange={(e) => onChange({ ...value, racketName: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
