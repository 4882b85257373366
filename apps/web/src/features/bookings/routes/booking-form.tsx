import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { findString, type ServiceType } from '@shop/domain/catalogue';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { FREE_STRINGING } from '@shop/domain/business';
import { fils, formatAed, toAed } from '@shop/domain/money';
import { shopDate } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { CustomerSummary } from '../components/customer-summary';
import { DateRacketFields, type DateRacket } from '../components/date-racket-fields';
import { FormButtons, FormError } from '../components/form-actions';
import { StringPicker } from '../components/string-picker';
import { useBookingCustomer } from '../lib/booking-customer';
import { addDraft, newDraftReference, type BookingDraft } from '../lib/drafts';
import { useFlowState } from '../lib/nav-state';
import { draftPrice } from '../lib/price-drafts';

/** The string booking form: date, racket and string with its type. */
export default function BookingFormPage() {
  const navigate = useNavigate();
  const customer = useBookingCustomer();
  const state = useFlowState();
  const free = state.freeService === true && !!state.rpId;
  const racketFixed = free || !!state.rpId;
  const [fields, setFields] = useState<DateRacket>({
    bookingDate: state.bookingDate ?? shopDate(),
    racketName: state.racketName ?? '',
  });
  const { bookingDate, racketName } = fields;
  const [choice, setChoice] = useState<{ stringId: number | null; type: ServiceType | null }>({
    stringId: null,
    type: null,
  });
  const [error, setError] = useState<string | null>(null);

  if (!customer) return <Navigate to="/dashboard/manage-customer" replace />;

  const draft: BookingDraft = {
    customerId: customer.id,
    invoiceNo: newDraftReference(),
    racketName: racketName.trim(),
    bookingDate,
    serviceKind: 'string',
    stringId: choice.type ? choice.stringId : null,
    stringType: choice.type,
    gripId: null,
    gripType: null,
    freeService: free,
    rp_id: state.rpId ?? null,
    claim_id: state.claimId ?? null,
    totalCost: 0,
  };
  const entry = findString(draft.stringId);
  const price = entry ? draftPrice(draft) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!bookingDate) return setError(BOOKING_MESSAGES.selectBookingDate);
    if (bookingDate < shopDate()) return setError(BOOKING_MESSAGES.bookingDateInPast);
    if (!entry || !choice.type) return setError(BOOKING_MESSAGES.selectStringAndType);
    if (!racketFixed && !racketName.trim()) return setError(BOOKING_MESSAGES.enterRacketName);
    const ready = { ...draft, totalCost: toAed(price ?? fils(0)) };
    if (state.returnTo) {
      addDraft(ready);
      navigate(state.returnTo, { state: { customer } });
    } else {
      navigate('/dashboard/booking-details', { state: { customer, draft: ready } });
    }
  }

  const cancel = () =>
    navigate(state.returnTo ?? `/dashboard/customer/service-details/${customer.id}`, { state: { customer } });

  return (
    <>
      <PageHeader title="Booking Form" description="Step 1 of 3: the racket, the string and when it is needed." />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={760}>
          <CustomerSummary
            customer={customer}
            extra={[
              {
                label: 'Service',
                value: (
                  <Group gap={6}>
                    Stringing Service
                    {free ? (
                      <Badge color="green" variant="light" size="sm">
                        Free stringing
                      </Badge>
                    ) : null}
                  </Group>
                ),
              },
            ]}
          />
          <Card>
            <Stack gap="md">
              <DateRacketFields
                value={fields}
                onChange={(value) => {
                  setFields(value);
                  setError(null);
                }}
                racketPlaceholder="e.g. Babolat Pure Aero 98"
                racketDisabled={racketFixed}
              />
              <StringPicker
                stringId={choice.stringId}
                type={choice.type}
                free={free}
                onChange={(value) => {
                  setChoice(value);
                  setError(null);
                }}
              />
              <Group justify="space-between" p="sm" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 8 }}>
                <Text size="sm" c="dimmed">
                  {free
                    ? `Price after the free stringing (${formatAed(FREE_STRINGING.valueFils)} off)`
                    : 'Price of this stringing'}
                </Text>
                <Text fw={700}>{price === null ? '—' : formatAed(price)}</Text>
              </Group>
            </Stack>
          </Card>
          <FormError message={error} />
          <FormButtons onCancel={cancel} />
        </Stack>
      </form>
    </>
  );
}
