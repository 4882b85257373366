import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Card, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { FormButtons, FormError } from '@/components/form-actions';
import { racketLabel } from '@/api/customer-rackets';
import type { LineRacket } from '../lib/use-line-racket';
import { CustomerSummary } from './customer-summary';
import { DateRacketFields } from './date-racket-fields';
import { RacketStep } from './racket-section';
import { useTranslation } from 'react-i18next';

/** The form's date and racket name, as the shell shows and fills them. */
export interface BookingFormDateRacket {
  date: GetInputPropsReturnType;
  racket: GetInputPropsReturnType;
  placeholder: string;
  /** The racket name now on the form. */
  name(): string;
  setName(name: string): void;
}

/**
 * The frame of a booking form (string or grip): the customer and the service, the racket and its spec, the date and
 * racket name with the form's own fields (`fields` in the same card, `children` below), the alert for what no field
 * shows, Cancel and Next. A racket picked (by hand, or the customer's only one) names the line unless the racket is
 * fixed (`locked`: a free stringing's). On submit both the spec and the form show their messages at once; `onSubmit`
 * gets the racket's part of the line, or null when the spec is refused.
 */
export function BookingFormShell(props: {
  customer: NavCustomer;
  service: ReactNode;
  variant: 'string' | 'grip';
  racket: LineRacket;
  locked?: boolean;
  dateRacket: BookingFormDateRacket;
  error: string | null;
  maw: number;
  onSubmit(taken: ReturnType<LineRacket['take']>, event?: FormEvent<HTMLFormElement>): void;
  onCancel(): void;
  fields?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('bookings');
  const { racket, locked = false, dateRacket } = props;
  const pickedName = racket.picked ? racketLabel(racket.picked) : null;
  useEffect(() => {
    if (pickedName && !locked && !dateRacket.name().trim()) dateRacket.setName(pickedName);
    // When the picked racket changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pickedName]);

  const submit = (event?: FormEvent<HTMLFormElement>) => props.onSubmit(racket.take(), event);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={props.maw}>
        <CustomerSummary customer={props.customer} extra={[{ label: t('service'), value: props.service }]} />
        <RacketStep
          customerId={props.customer.id}
          line={racket}
          variant={props.variant}
          locked={locked}
          onPicked={(name) => {
            if (name && !locked) dateRacket.setName(name);
          }}
        >
          <Card>
            <Stack gap="md">
              <DateRacketFields
                date={dateRacket.date}
                racket={dateRacket.racket}
                racketPlaceholder={dateRacket.placeholder}
                racketDisabled={locked || racket.picked !== null}
              />
              {props.fields}
            </Stack>
          </Card>
          {props.children}
          <FormError message={props.error} />
          <FormButtons onCancel={props.onCancel} />
        </RacketStep>
      </Stack>
    </form>
  );
}
