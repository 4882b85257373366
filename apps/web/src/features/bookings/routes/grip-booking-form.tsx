import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { findGrip } from '@shop/domain/catalogue';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { toAed } from '@shop/domain/money';
import { gripLockLabel, gripTypeLock, visibleGrips } from '@shop/domain/pickup';
import { priceLine } from '@shop/domain/pricing';
import { shopDate } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { CustomerSummary } from '../components/customer-summary';
import { DateRacketFields, type DateRacket } from '../components/date-racket-fields';
import { FormButtons, FormError } from '../components/form-actions';
import { GripTable } from '../components/grip-table';
import { useBookingCustomer } from '../lib/booking-customer';
import { addDraft, newDraftReference, saveCustomer, useDrafts, type BookingCustomer } from '../lib/drafts';
import { useFlowState } from '../lib/nav-state';

/** Grip booking form (titled Create Booking): date, racket and a grip from the radio table. */
export default function GripBookingFormPage() {
  const navigate = useNavigate();
  const state = useFlowState();
  const stored = useBookingCustomer();
  const drafts = useDrafts();
  // Our Services sends customerId and customerName; other screens send the customer itself.
  const customer: BookingCustomer | null =
    stored && (state.customerId === undefined || stored.id === state.customerId)
      ? stored
      : state.customerId
        ? { id: state.customerId, name: state.customerName ?? `Customer #${state.customerId}`, email: '', phone: '' }
        : null;
  const [fields, setFields] = useState<DateRacket>({
    bookingDate: state.bookingDate && state.bookingDate >= shopDate() ? state.bookingDate : shopDate(),
    racketName: state.racketName ?? '',
  });
  const { bookingDate, racketName } = fields;
  const [gripId, setGripId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!customer) return <Navigate to="/dashboard/manage-customer" replace />;

  const lock = gripTypeLock({
    constraint: state.lockedGripType ?? null,
    existingGripTypes: drafts
      .filter((d) => d.customerId === customer.id && d.serviceKind === 'grip')
      .map((d) => d.gripType),
  });
  const rows = visibleGrips({ lock, preset: state.presetGripType ?? 'none' });
  const grip = findGrip(gripId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!bookingDate) return setError(BOOKING_MESSAGES.selectBookingDate);
    if (bookingDate < shopDate()) return setError(BOOKING_MESSAGES.bookingDateInPast);
    if (!grip) return setError(BOOKING_MESSAGES.selectGripAndType);
    if (!racketName.trim()) return setError(BOOKING_MESSAGES.enterRacketName);
    const price = priceLine({ serviceKind: 'grip', gripId: grip.grip_id });
    const draft = {
      customerId: customer!.id,
      invoiceNo: newDraftReference(),
      racketName: racketName.trim(),
      bookingDate,
      serviceKind: 'grip' as const,
      stringId: null,
      stringType: null,
      gripId: grip.grip_id,
      gripType: grip.type,
      freeService: false,
      rp_id: null,
      claim_id: null,
      totalCost: price.ok ? toAed(price.price) : 0,
    };
    saveCustomer(customer!);
    if (state.returnTo) {
      addDraft(draft);
      navigate(state.returnTo, { state: { customer } });
    } else {
      navigate('/dashboard/grip-booking-details', { state: { customer, draft } });
    }
  }

  const cancel = () => navigate(state.returnTo ?? `/dashboard/our-services/${customer.id}`, { state: { customer } });

  return (
    <>
      <PageHeader title="Create Booking" description="Step 1 of 3: the racket, the grip and when it is needed." />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={860}>
          <CustomerSummary customer={customer} extra={[{ label: 'Service', value: 'Grip Service' }]} />
          <Card>
            <DateRacketFields
              value={fields}
              onChange={(value) => {
                setFields(value);
                setError(null);
              }}
              racketPlaceholder="e.g. Wilson Blade 98"
            />
          </Card>
          <Card>
            <Group justify="space-between" mb="sm" wrap="wrap">
              <Title order={2} size="h4">
                Choose a grip{' '}
                {lock ? (
                  <Text span c="orange" size="sm" fw={600}>
                    <IconLock size={14} style={{ verticalAlign: -2 }} /> {gripLockLabel(lock)}
                  </Text>
                ) : null}
              </Title>
              {state.presetGripType && state.presetGripType !== 'none' ? (
                <Badge variant="light">{state.presetGripType === 'base' ? 'Base grips' : 'Overgrips'}</Badge>
              ) : null}
            </Group>
            <GripTable
              rows={rows}
              value={gripId}
              onChange={(g) => {
                setGripId(g.grip_id);
                setError(null);
              }}
            />
          </Card>
          <FormError message={error} />
          <FormButtons onCancel={cancel} />
        </Stack>
      </form>
    </>
  );
}
