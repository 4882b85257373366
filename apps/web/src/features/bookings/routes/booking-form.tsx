import { useNavigate } from 'react-router';
import { Badge, Group, Text } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
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
import { BookingFormPage } from '../components/booking-form-page';
import { BookingFormShell } from '../components/booking-form-shell';
import { StringPicker } from '../components/string-picker';
import { addLine, newLineReference, updateCheckout } from '@/lib/checkout-store';
import { FINAL_PATHS, flowPath, lineOnItsWay } from '@/lib/flow-paths';
import { draftPricing } from '../lib/price-drafts';
import { LinePrice } from '../components/line-price';
import { useLineRacket, type LineRacket } from '../lib/use-line-racket';
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

/** The form's values and the line's racket, started from the line on its way to the details page (back from there). */
function useStringLineForm(customer: NavCustomer, checkout: CheckoutDraft) {
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
  const racket = useLineRacket({
    customerId: customer.id,
    initialRacketId: pending?.racketId ?? start.racketId,
    initialSpec: pending?.spec ?? null,
    variant: 'string',
    purchaseId: start.freeRacket?.rpId ?? null,
    bookedStringId: form.getValues().stringId,
    // A picked racket's spec is the line's string choice: what its strings book is what is priced.
    onSpecString: (id) => {
      const type = form.getValues().stringType ?? 'Regular';
      form.setFieldValue('stringId', id === null ? null : (stringVariant(id, type)?.string_id ?? id));
      form.clearFieldError('stringId');
    },
  });
  return { form, racket, pending, free };
}

function StringBookingForm({ customer, checkout }: { customer: NavCustomer; checkout: CheckoutDraft }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const defaultStore = useDefaultStore();
  const { start } = checkout;
  const { form, racket, pending, free } = useStringLineForm(customer, checkout);
  const values = form.getValues();

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
  const price = values.stringId && values.stringType ? draftPricing(lineOf(values)) : null;

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
    <BookingFormShell
      customer={customer}
      service={<StringService free={free} />}
      variant="string"
      racket={racket}
      locked={free}
      dateRacket={{
        date: form.getInputProps('bookingDate'),
        racket: form.getInputProps('racketName'),
        placeholder: t('form.racketPlaceholder'),
        name: () => form.getValues().racketName ?? '',
        setName: (name) => form.setFieldValue('racketName', name),
      }}
      error={unshownError(form.errors, SHOWN_ON_FIELDS)}
      maw={760}
      onSubmit={(taken, event) =>
        form.onSubmit((v) => {
          if (taken) next({ ...lineOf(v), ...taken });
        })(event)
      }
      onCancel={cancel}
      fields={<StringFields form={form} free={free} racket={racket} price={price} />}
    />
  );
}

function StringService({ free }: { free: boolean }) {
  const { t } = useTranslation('bookings');
  return (
    <Group gap={6}>
      {t('stringingService')}
      {free ? (
        <Badge color="green" variant="light" size="sm">
          {t('freeStringing')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The string and its type (one choice with a racket's spec), and the line's price. */
function StringFields({
  form,
  free,
  racket,
  price,
}: {
  form: UseFormReturnType<BookingFormValues>;
  free: boolean;
  racket: LineRacket;
  price: ReturnType<typeof draftPricing> | null;
}) {
  const { t } = useTranslation('bookings');
  const values = form.getValues();
  return (
    <>
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
    </>
  );
}
