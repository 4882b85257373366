import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Card, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import {
  bookingDetailsFormSchema,
  type BookingDetailsFormValues,
  type CheckoutDraft,
} from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { resolvePickupOption, type PickupOption, type Store } from '@shop/domain/pickup';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';
import { firstError, schemaValidate } from '@/lib/form';
import { addLine, updateCheckout } from '@/lib/checkout-store';
import { FINAL_PATHS, FORM_PATHS, flowPath } from '@/lib/flow-paths';
import { modeOfDrafts } from '../lib/price-drafts';
import { SpecLine } from '@/components/spec/spec-line';
import { useBookingFlow } from '../lib/use-booking-flow';
import { useDefaultStore } from '../lib/use-default-store';
import { AddressModal } from './address-modal';
import { CustomerSummary } from './customer-summary';
import { CheckoutNotice, FlowFallback } from './flow-states';
import { FormButtons, FormError } from '@/components/form-actions';
import { ServiceOptionFields } from './service-option-fields';
import { serviceTypeLabel } from '../lib/labels';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

/**
 * Booking details for both flows: the service option (in-store, pickup, delivery), a store or an
 * address. With the line on its way from a form it adds the line and goes on to the final page;
 * opened from a final page (Change) it edits the checkout's service and returns there.
 */
export function BookingDetailsView({ kind }: { kind: 'string' | 'grip' }) {
  const { t } = useTranslation('bookings');
  const flow = useBookingFlow();
  if (flow.status !== 'ready') return <FlowFallback flow={flow} />;
  const { checkout } = flow;
  if (!checkout.pending && checkout.lines.length === 0) {
    return (
      <>
        <PageHeader title={t('details.title')} />
        <CheckoutNotice notice={flow.notice} onClose={flow.dismissNotice} />
        <EmptyState message={t(BOOKING_MESSAGES.noBookingsCreated, { ns: 'messages' })} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('details.title')} description={t('details.description')} />
      <CheckoutNotice notice={flow.notice} onClose={flow.dismissNotice} />
      <DetailsForm kind={kind} customer={flow.customer} checkout={checkout} />
    </>
  );
}

/** The details form of a checkout: its service option, store and address, and the racket name of the line on its way. */
function useDetailsForm(checkout: CheckoutDraft) {
  const { pending, lines } = checkout;
  const mode = modeOfDrafts(pending ? [...lines, pending] : lines);
  const stored = checkout.pickup;
  // "Locked" (docs/decisions/bookings-web.md): a booking joining a checkout whose earlier bookings already fixed the
  // service option (one option, one fee, one address per checkout) keeps that option; it was checked
  // when it was chosen, and the summary checks the address again before anything is paid.
  const selectionLocked =
    !!pending && lines.length > 0 && stored !== null && resolvePickupOption(stored, mode) === stored;
  // A racket picked from the customer's rackets names the line too.
  const racketLocked = !!pending && (pending.freeService || !!pending.rp_id || !!pending.racketId);
  // The account's store (Profile) is preselected when the checkout has none yet.
  const defaultStore = useDefaultStore();
  const form = useForm<BookingDetailsFormValues>({
    initialValues: {
      racketName: pending?.racketName ?? '',
      racketRequired: !!pending && !racketLocked,
      pickup: resolvePickupOption(stored, mode),
      store: checkout.store ?? defaultStore,
      address: checkout.address,
      addressChecked: !selectionLocked,
    },
    validate: schemaValidate(bookingDetailsFormSchema),
  });
  useEffect(() => {
    if (defaultStore && !form.getValues().store) form.setFieldValue('store', defaultStore);
  }, [defaultStore, form]);
  return { form, mode, selectionLocked, racketLocked };
}

function DetailsForm({
  kind,
  customer,
  checkout,
}: {
  kind: 'string' | 'grip';
  customer: NavCustomer;
  checkout: CheckoutDraft;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const navigate = useNavigate();
  const { pending, lines } = checkout;
  const { form, mode, selectionLocked, racketLocked } = useDetailsForm(checkout);
  const [addressOpen, setAddressOpen] = useState(false);
  const values = form.getValues();
  const finalPath = flowPath(FINAL_PATHS[pending?.serviceKind ?? kind], customer.id);

  const submit = form.onSubmit((v) => {
    updateCheckout(customer, (draft) => ({
      ...draft,
      pickup: v.pickup,
      store: v.pickup === 'in-store' ? v.store : draft.store,
    }));
    if (pending) addLine(customer, { ...pending, racketName: racketLocked ? pending.racketName : v.racketName.trim() });
    void navigate(finalPath);
  });

  // Back to the form, which opens with the line again; from a final page, back there.
  const cancel = () => void navigate(pending ? flowPath(FORM_PATHS[pending.serviceKind], customer.id) : finalPath);

  const serviceLabel = (pending?.serviceKind ?? kind) === 'grip' ? t('gripService') : t('stringingService');
  const date = pending?.bookingDate ?? lines[0]!.bookingDate;
  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={760}>
          <CustomerSummary
            customer={customer}
            extra={[
              { label: t('service'), value: serviceLabel },
              { label: t('bookingDate'), value: format.date(date) },
            ]}
          />
          <Card>
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('details.serviceOption')}{' '}
                <Badge variant="light" color={mode === 'Express' ? 'orange' : 'blue'} ms={4}>
                  {serviceTypeLabel(t, mode)}
                </Badge>
              </Title>
              {pending ? (
                <TextInput
                  label={t('racketName')}
                  disabled={racketLocked}
                  {...form.getInputProps('racketName')}
                  error={!!form.errors.racketName}
                  value={racketLocked ? pending.racketName : values.racketName}
                />
              ) : null}
              <SpecLine spec={pending?.spec} />
              <ServiceOptionFields
                mode={mode}
                locked={selectionLocked}
                pickup={values.pickup}
                onPickup={(option: PickupOption) => {
                  form.setFieldValue('pickup', option);
                  form.clearErrors();
                }}
                store={values.store}
                onStore={(value: Store | null) => form.setFieldValue('store', value)}
                address={values.address}
                onChangeAddress={() => setAddressOpen(true)}
                storeInvalid={!!form.errors.store}
                addressInvalid={!!form.errors.address}
              />
            </Stack>
          </Card>
          {/* The one message (an alert); the fields are only marked, so no message shows twice. */}
          <FormError message={firstError(form.errors)} />
          <FormButtons onCancel={cancel} />
        </Stack>
      </form>
      <AddressModal
        opened={addressOpen}
        customerId={customer.id}
        onClose={() => setAddressOpen(false)}
        onSelect={(address) => {
          updateCheckout(customer, (draft) => ({ ...draft, address }));
          form.setFieldValue('address', address);
          setAddressOpen(false);
        }}
      />
    </>
  );
}
