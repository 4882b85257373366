import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  bookingFormSchema,
  type BookingDraft,
  type BookingFormValues,
  type CheckoutDraft,
} from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { shopDate } from '@shop/domain/shop-days';
import { stringVariant } from '@shop/domain/catalogue';
import { schemaValidate, unshownError } from '@/lib/form';
import { CustomerSummary } from '../components/customer-summary';
import { DateRacketFields } from '../components/date-racket-fields';
import { BookingFormPage } from '../components/booking-form-page';
import { FormButtons, FormError } from '@/components/form-actions';
import { StringPicker } from '../components/string-picker';
import { addLine, newLineReference, updateCheckout } from '@/lib/checkout-store';
import { FINAL_PATHS, flowPath, lineOnItsWay } from '@/lib/flow-paths';
import { draftPricing } from '../lib/price-drafts';
import { LinePrice } from '../components/line-price';
import { racketLabel } from '@/api/customer-rackets';
import { useLineRacket } from '../lib/use-line-racket';
import { RacketStep } from '../components/racket-section';
import { useDefaultStore } from '../lib/use-default-store';
import { useTranslation } from 'react-i18next';

/** The fields that show their own message: the form's alert says only the others. */
// The string choice only marks itself red: its sentence is the form's alert (said once).
const SHOWN_ON_FIELDS = ['bookingDate', 'racketName'];

/** The string booking form: date, racket and string with its type. */
export default function StringBookingFormPage() {
  const { t } = useTranslation('bookings');
  return (
    <BookingFormPage
      title={t('form.title')}
      description={t('form.description')}
      form={(customer, checkout) => <StringBookingForm customer={customer} checkout={checkout} />}
    />
  );
}

function StringBookingForm({ customer, checkout }: { customer: NavCustomer; checkout: CheckoutDraft }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const defaultStore = useDefaultStore();
  const { start } = checkout;
  const free = start.freeRacket !== null;
  // Back from the details page (Cancel): the line on its way there fills the form again.
  const pending = checkout.pending?.serviceKind === 'string' ? checkout.pending : null;
  const form = useForm<BookingFormValues>({
    initialValues: {
      bookingDate: pending?.bookingDate ?? shopDate(),
      stringId: pending?.stringId ?? null,
      // Regular is what a walk-in gets; Express is a deliberate choice.
      stringType: pending?.stringType ?? 'Regular',
      racketName: pending?.racketName ?? start.racketName,
      racketFixed: free,
    },
    validate: schemaValidate(bookingFormSchema),
  });
  const values = form.getValues();
  const racket = useLineRacket({
    customerId: customer.id,
    initialRacketId: pending?.racketId ?? start.racketId,
    initialSpec: pending?.spec ?? null,
    variant: 'string',
    purchaseId: start.freeRacket?.rpId ?? null,
    bookedStringId: values.stringId,
    // A picked racket's spec is the line's string choice: what its strings book is what is priced.
    onSpecString: (id) => {
      const type = form.getValues().stringType ?? 'Regular';
      form.setFieldValue('stringId', id === null ? null : (stringVariant(id, type)?.string_id ?? id));
      form.clearFieldError('stringId');
    },
  });

  // A racket picked for the staff (the customer's only one) names the line as a racket picked by hand does.
  const pickedName = racket.picked ? racketLabel(racket.picked) : null;
  useEffect(() => {
    if (pickedName && !free && !form.getValues().racketName?.trim()) form.setFieldValue('racketName', pickedName);
    // When the picked racket changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pickedName]);

  const lineOf = (v: BookingFormValues): BookingDraft => ({
    invoiceNo: pending?.invoiceNo ?? newLineReference(),
    racketName: free ? start.racketName : (v.racketName ?? '').trim(),
    bookingDate: v.bookingDate,
    serviceKind: 'string',
    stringId: v.stringType ? v.stringId : null,
    stringType: v.stringType ?? null,
    gripId: null,
    gripType: null,
    freeService: free,
    rp_id: start.freeRacket?.rpId ?? null,
    claim_id: start.freeRacket?.claimId ?? null,
  });
  const preview = lineOf(values);
  const price = values.stringId && values.stringType ? draftPricing(preview) : null;

  const submit = (event?: React.FormEvent<HTMLFormElement>) => {
    // Both forms show their messages at once; the line goes on only when both are fine.
    const taken = racket.take();
    form.onSubmit((v) => {
      if (taken) next({ ...lineOf(v), ...taken });
    })(event);
  };
  const next = (line: BookingDraft) => {
    if (start.counter && defaultStore && checkout.lines.length === 0) {
      // The counter's quick action: in store, at the account's store; the details page would ask nothing new.
      addLine(customer, line);
      updateCheckout(customer, (draft) => ({ ...draft, pickup: 'in-store', store: defaultStore }));
      void navigate(flowPath(FINAL_PATHS.string, customer.id));
    } else {
      void navigate(lineOnItsWay(customer, start.returnTo, line));
    }
  };

  const cancel = () =>
    void navigate(
      start.returnTo
        ? flowPath(FINAL_PATHS[start.returnTo], customer.id)
        : `/dashboard/customer/service-details/${customer.id}`,
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={760}>
        <CustomerSummary
          customer={customer}
          extra={[
            {
              label: t('service'),
              value: (
                <Group gap={6}>
                  {t('stringingService')}
                  {free ? (
                    <Badge color="green" variant="light" size="sm">
                      {t('freeStringing')}
                    </Badge>
                  ) : null}
                </Group>
              ),
            },
          ]}
        />
        <RacketStep
          customerId={customer.id}
          line={racket}
          variant="string"
          locked={free}
          onPicked={(name) => {
            if (name && !free) form.setFieldValue('racketName', name);
          }}
        >
          <Card>
            <Stack gap="md">
              <DateRacketFields
                date={form.getInputProps('bookingDate')}
                racket={form.getInputProps('racketName')}
                racketPlaceholder={t('form.racketPlaceholder')}
                racketDisabled={free || racket.picked !== null}
              />
              <StringPicker
                stringId={values.stringId}
                type={values.stringType}
                free={free}
                pricedBySpec={racket.specString}
                error={form.errors.stringId ?? form.errors.stringType}
                onChange={({ stringId, type }) => {
                  form.setValues({ stringId, stringType: type });
                  form.clearFieldError('stringId');
                  form.clearFieldError('stringType');
                }}
              />
              <Group justify="space-between" p="sm" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 8 }}>
                <Text size="sm" c="dimmed">
                  {free ? t('form.priceFree') : t('form.price')}
                </Text>
                {price === null ? <Text fw={700}>—</Text> : <LinePrice {...price} />}
              </Group>
            </Stack>
          </Card>
          <FormError message={unshownError(form.errors, SHOWN_ON_FIELDS)} />
          <FormButtons onCancel={cancel} />
        </RacketStep>
      </Stack>
    </form>
  );
}
