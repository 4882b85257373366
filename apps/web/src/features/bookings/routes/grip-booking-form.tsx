import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { findGrip } from '@shop/domain/catalogue';
import {
  gripBookingFormSchema,
  type BookingDraft,
  type CheckoutDraft,
  type GripBookingFormValues,
} from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { gripTypeLock, visibleGrips } from '@shop/domain/pickup';
import { shopDate } from '@shop/domain/shop-days';
import { schemaValidate, unshownError } from '@/lib/form';
import { BookingFormPage } from '../components/booking-form-page';
import { BookingFormShell } from '../components/booking-form-shell';
import { GripTable } from '../components/grip-table';
import { newLineReference } from '@/lib/checkout-store';
import { FINAL_PATHS, flowPath, lineOnItsWay } from '@/lib/flow-paths';
import { useLineRacket } from '../lib/use-line-racket';
import { serviceTypeLabel } from '../lib/labels';
import { useTranslation } from 'react-i18next';

/** The fields that show their own message: the form's alert says only the others. */
const SHOWN_ON_FIELDS = ['bookingDate', 'racketName', 'gripId'];

/** Grip booking form (titled Create Booking): date, racket and a grip from the radio table. */
export default function GripBookingFormPage() {
  const { t } = useTranslation('bookings');
  return (
    <BookingFormPage
      title={t('gripForm.title')}
      description={t('gripForm.description')}
      form={(customer, checkout) => <GripBookingForm customer={customer} checkout={checkout} />}
    />
  );
}

function GripBookingForm({ customer, checkout }: { customer: NavCustomer; checkout: CheckoutDraft }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const { start } = checkout;
  const pending = checkout.pending?.serviceKind === 'grip' ? checkout.pending : null;
  const form = useForm<GripBookingFormValues>({
    initialValues: {
      bookingDate: pending?.bookingDate ?? shopDate(),
      gripId: pending?.gripId ?? null,
      racketName: pending?.racketName ?? start.racketName,
    },
    validate: schemaValidate(gripBookingFormSchema),
  });
  const racket = useLineRacket({
    customerId: customer.id,
    initialRacketId: pending?.racketId ?? start.racketId,
    initialSpec: pending?.spec ?? null,
    variant: 'grip',
  });

  const lock = gripTypeLock({
    constraint: start.lockedGripType,
    existingGripTypes: checkout.lines.filter((d) => d.serviceKind === 'grip').map((d) => d.gripType),
  });
  const rows = visibleGrips({ lock, preset: start.presetGripType });

  const next = (values: GripBookingFormValues, taken: Pick<BookingDraft, 'racketId' | 'spec'>) => {
    const grip = findGrip(values.gripId)!;
    const line: BookingDraft = {
      invoiceNo: pending?.invoiceNo ?? newLineReference(),
      racketName: values.racketName.trim(),
      bookingDate: values.bookingDate,
      serviceKind: 'grip',
      stringId: null,
      stringType: null,
      gripId: grip.grip_id,
      gripType: grip.type,
      freeService: false,
      rp_id: null,
      claim_id: null,
      ...taken,
    };
    void navigate(lineOnItsWay(customer, start.returnTo, line));
  };

  const cancel = () =>
    void navigate(
      start.returnTo ? flowPath(FINAL_PATHS[start.returnTo], customer.id) : `/dashboard/our-services/${customer.id}`,
    );

  return (
    <BookingFormShell
      customer={customer}
      service={t('gripService')}
      variant="grip"
      racket={racket}
      dateRacket={{
        date: form.getInputProps('bookingDate'),
        racket: form.getInputProps('racketName'),
        placeholder: t('gripForm.racketPlaceholder'),
        name: () => form.getValues().racketName,
        setName: (name) => form.setFieldValue('racketName', name),
      }}
      error={unshownError(form.errors, SHOWN_ON_FIELDS)}
      maw={860}
      onSubmit={(taken, event) =>
        form.onSubmit((values) => {
          if (taken) next(values, taken);
        })(event)
      }
      onCancel={cancel}
    >
      <GripChoice
        lock={lock}
        preset={start.presetGripType}
        rows={rows}
        value={form.getValues().gripId}
        error={form.errors.gripId}
        onChange={(gripId) => form.setFieldValue('gripId', gripId)}
      />
    </BookingFormShell>
  );
}

/** The grips to choose from, with the type this checkout is locked to and the preset's kind of grip. */
function GripChoice({
  lock,
  preset,
  rows,
  value,
  error,
  onChange,
}: {
  lock: ReturnType<typeof gripTypeLock>;
  preset: CheckoutDraft['start']['presetGripType'];
  rows: ReturnType<typeof visibleGrips>;
  value: GripBookingFormValues['gripId'];
  error: ReactNode;
  onChange(gripId: number): void;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Card>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('gripForm.choose')}{' '}
          {lock ? (
            <Text span c="orange" size="sm" fw={600}>
              <IconLock size={14} style={{ verticalAlign: -2 }} />{' '}
              {t('gripForm.locked', { type: serviceTypeLabel(t, lock) })}
            </Text>
          ) : null}
        </Title>
        {preset !== 'none' ? (
          <Badge variant="light">{preset === 'base' ? t('gripForm.baseGrips') : t('gripForm.overgrips')}</Badge>
        ) : null}
      </Group>
      <GripTable rows={rows} value={value} error={error} onChange={(g) => onChange(g.grip_id)} />
    </Card>
  );
}
