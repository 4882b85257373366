import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Badge, Card, Stack, TextInput, Title } from '@mantine/core';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { formatShopDate } from '@shop/domain/time';
import { needsAddress, resolvePickupOption, type PickupOption, type Store } from '@shop/domain/pickup';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';
import { useBookingCustomer } from '../lib/booking-customer';
import {
  addDraft,
  readAddress,
  readPickupService,
  readStore,
  saveAddress,
  savePickupService,
  saveStore,
  useDrafts,
} from '../lib/drafts';
import { FINAL_PATHS, useFlowState } from '../lib/nav-state';
import { modeOfDrafts } from '../lib/price-drafts';
import { AddressModal } from './address-modal';
import { CustomerSummary } from './customer-summary';
import { FormButtons, FormError } from './form-actions';
import { ServiceOptionFields } from './service-option-fields';

/**
 * Booking details for both flows: the service option (in-store, pickup, delivery), a store or an
 * address. With a draft from a form it adds the draft and goes on to the final page; opened from
 * a final page (Change) it edits the checkout's service and returns there.
 */
export function BookingDetailsView({ kind }: { kind: 'string' | 'grip' }) {
  const navigate = useNavigate();
  const customer = useBookingCustomer();
  const state = useFlowState();
  const drafts = useDrafts();
  const draft = state.draft && customer && state.draft.customerId === customer.id ? state.draft : null;
  const mine = drafts.filter((d) => d.customerId === customer?.id);
  const mode = modeOfDrafts(draft ? [...mine, draft] : mine);
  const stored = readPickupService();
  // "Locked" (docs/decisions/bookings-web.md): a booking joining a checkout whose earlier bookings already fixed the
  // service option (one option, one fee, one address per checkout) keeps that option; it was checked
  // when it was chosen, and the summary checks the address again before anything is paid.
  const selectionLocked = !!draft && mine.length > 0 && stored !== null && resolvePickupOption(stored, mode) === stored;
  const [pickup, setPickup] = useState<PickupOption>(() => resolvePickupOption(stored, mode));
  const [store, setStore] = useState<Store | null>(() => readStore() ?? (state.store as Store | null) ?? null);
  const [address, setAddress] = useState(() => (customer ? readAddress(customer.id) : ''));
  const [racketName, setRacketName] = useState(draft?.racketName ?? '');
  const [addressOpen, setAddressOpen] = useState(false);
  const [error, setError] = useState<{ field: 'racket' | 'store' | 'address' | null; message: string } | null>(null);

  if (!customer) return <Navigate to="/dashboard/manage-customer" replace />;
  const finalPath = state.returnTo ?? FINAL_PATHS[draft?.serviceKind ?? kind];
  const racketLocked = !!draft && (draft.freeService || !!draft.rp_id);
  // The mode can change under a stored choice (an express line added): fall back to in-store.
  const current = resolvePickupOption(pickup, mode);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft && !racketLocked && !racketName.trim())
      return setError({ field: 'racket', message: BOOKING_MESSAGES.enterRacketName });
    if (current === 'in-store' && !store) return setError({ field: 'store', message: BOOKING_MESSAGES.selectStore });
    if (needsAddress(current) && !selectionLocked && !address.trim())
      return setError({ field: 'address', message: BOOKING_MESSAGES.enterAddress });
    savePickupService(current);
    if (current === 'in-store') saveStore(store);
    if (draft) addDraft({ ...draft, racketName: racketLocked ? draft.racketName : racketName.trim() });
    navigate(finalPath, { state: { customer } });
  }

  const cancel = () => (state.returnTo || !draft ? navigate(finalPath, { state: { customer } }) : navigate(-1));

  if (!draft && mine.length === 0) {
    return (
      <>
        <PageHeader title="Booking Details" />
        <EmptyState message={BOOKING_MESSAGES.noBookingsCreated} />
      </>
    );
  }

  const serviceLabel = (draft?.serviceKind ?? kind) === 'grip' ? 'Grip Service' : 'Stringing Service';
  return (
    <>
      <PageHeader title="Booking Details" description="Step 2 of 3: how the racket reaches the shop and comes back." />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={760}>
          <CustomerSummary
            customer={customer}
            extra={[
              { label: 'Service', value: serviceLabel },
              {
                label: 'Booking Date',
                value: draft ? formatShopDate(draft.bookingDate) : formatShopDate(mine[0]!.bookingDate),
              },
            ]}
          />
          <Card>
            <Stack gap="md">
              <Title order={2} size="h4">
                Service option{' '}
                <Badge variant="light" color={mode === 'Express' ? 'orange' : 'blue'} ml={4}>
                  {mode}
                </Badge>
              </Title>
              {draft ? (
                <TextInput
                  label="Racket Name"
                  value={racketLocked ? draft.racketName : racketName}
                  disabled={racketLocked}
                  onChange={(e) => {
                    setRacketName(e.currentTarget.value);
                    setError(null);
                  }}
                  error={error?.field === 'racket' ? error.message : null}
                />
              ) : null}
              <ServiceOptionFields
                mode={mode}
                locked={selectionLocked}
                pickup={current}
                onPickup={(option) => {
                  setPickup(option);
                  setError(null);
                }}
                store={store}
                onStore={(value) => {
                  setStore(value);
                  setError(null);
                }}
                address={address}
                onChangeAddress={() => setAddressOpen(true)}
                storeError={error?.field === 'store' ? error.message : null}
                addressError={error?.field === 'address' ? error.message : null}
              />
            </Stack>
          </Card>
          <FormError message={error?.message ?? null} />
          <FormButtons onCancel={cancel} />
        </Stack>
      </form>
      <AddressModal
        opened={addressOpen}
        customerId={customer.id}
        onClose={() => setAddressOpen(false)}
        onSelect={(value) => {
          saveAddress(customer.id, value);
          setAddress(value);
          setAddressOpen(false);
          setError(null);
        }}
      />
    </>
  );
}
