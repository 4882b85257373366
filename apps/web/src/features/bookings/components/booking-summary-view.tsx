import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  LoadingOverlay,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { formatAed } from '@shop/domain/money';
import { PICKUP_LABELS, resolvePickupOption } from '@shop/domain/pickup';
import { formatShopDate } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { useBookingCustomer } from '../lib/booking-customer';
import {
  clearDrafts,
  removeDraft,
  replaceDraft,
  savePickupService,
  useCheckoutSettings,
  useDrafts,
  type BookingDraft,
} from '../lib/drafts';
import { FINAL_PATHS } from '../lib/nav-state';
import { modeOfDrafts, priceDrafts } from '../lib/price-drafts';
import { useCheckout } from '../lib/use-checkout';
import { validateCheckout } from '../lib/validate-checkout';
import { BookingsTable } from './bookings-table';
import { CostBreakdownModal } from './cost-breakdown-modal';
import { CustomerSummary } from './customer-summary';
import { EditBookingModal } from './edit-booking-modal';
import { FormError } from './form-actions';
import { TermsModal } from './terms-modal';

/**
 * The final page of both flows: the summary table with Edit and Delete, the cost breakdown, Add More
 * strings (string flow) and Add Grip, the terms, and Confirm Booking / Proceed to Pay / Pay in Store.
 */
export function BookingSummaryView({ flow }: { flow: 'string' | 'grip' }) {
  const navigate = useNavigate();
  const customer = useBookingCustomer();
  const all = useDrafts();
  const drafts = all.filter((d) => d.customerId === customer?.id);
  const settings = useCheckoutSettings(customer?.id ?? null);
  const [editing, setEditing] = useState<BookingDraft | null>(null);
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [racketName, setRacketName] = useState('');
  const checkout = useCheckout(flow);

  // A delete can change the mode (the last express line gone): the choice falls back to in-store.
  const mode = modeOfDrafts(drafts);
  const pickup = resolvePickupOption(settings.pickup, mode);
  const priced = priceDrafts(drafts, pickup);
  useEffect(() => {
    if (settings.pickup !== null && settings.pickup !== pickup) savePickupService(pickup);
  }, [settings.pickup, pickup]);

  if (!customer) return <Navigate to="/dashboard/manage-customer" replace />;

  const anyFree = drafts.some((d) => d.freeService);
  const freeRacket = drafts.find((d) => d.freeService)?.racketName ?? '';
  const here = FINAL_PATHS[flow];
  const input = {
    customer,
    drafts,
    pickup,
    store: settings.store,
    address: settings.address,
    pickupFee: priced.pickupFee,
  };

  function check(): boolean {
    const message = validateCheckout({ drafts, agreed, pickup, store: settings.store, address: settings.address });
    checkout.setError(message);
    return message === null;
  }

  function addMore() {
    if (!racketName.trim()) return checkout.setError(BOOKING_MESSAGES.racketNameBeforeAddMore);
    navigate('/dashboard/booking-form', { state: { customer, racketName: racketName.trim(), returnTo: here } });
  }

  function addGrip() {
    const name = flow === 'grip' && anyFree ? freeRacket : racketName.trim();
    if (!name) return checkout.setError(BOOKING_MESSAGES.racketNameBeforeAddGrip);
    navigate('/dashboard/grip-booking-form', {
      state: { customer, customerId: customer!.id, customerName: customer!.name, racketName: name, returnTo: here },
    });
  }

  const changeService = () =>
    navigate(flow === 'grip' ? '/dashboard/grip-booking-details' : '/dashboard/booking-details', {
      state: { customer, returnTo: here },
    });
  const hideRacketField = flow === 'grip' && anyFree;

  return (
    <>
      <PageHeader
        title={flow === 'grip' ? 'Booking Summary' : 'Booking Final'}
        description="Step 3 of 3: check the bookings, agree to the terms and take payment."
      />
      <Stack gap="lg" pos="relative">
        <LoadingOverlay
          visible={checkout.busy}
          overlayProps={{ blur: 2 }}
          loaderProps={{ children: checkout.redirecting ? <RedirectNotice /> : undefined }}
          zIndex={300}
        />
        <CustomerSummary
          customer={customer}
          extra={[
            { label: 'Date', value: drafts.length ? formatShopDate(drafts[0]!.bookingDate) : '—' },
            {
              label: 'Pickup Service',
              value: (
                <Badge variant="light" color={mode === 'Express' ? 'orange' : 'court'}>
                  {PICKUP_LABELS[pickup]}
                </Badge>
              ),
            },
          ]}
        />
        <Card>
          <Group justify="space-between" wrap="wrap" align="flex-start" gap="sm">
            <div style={{ flex: 1, minWidth: 200 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {pickup === 'in-store' ? 'Store' : 'Address'}
              </Text>
              <Text size="sm">
                {pickup === 'in-store'
                  ? (settings.store ?? 'No store selected yet.')
                  : settings.address || 'No address selected yet.'}
              </Text>
            </div>
            <Button variant="light" size="xs" onClick={changeService}>
              Change service
            </Button>
          </Group>
        </Card>
        <Card>
          <Title order={2} size="h4" mb="sm">
            Bookings
          </Title>
          <BookingsTable drafts={drafts} onEdit={setEditing} onDelete={(d) => removeDraft(d.invoiceNo)} />
          <Group justify="flex-end" mt="md" gap={6}>
            <Text fw={600}>Overall Cost:</Text>
            <Text fw={800} size="lg" data-testid="overall-cost">
              {formatAed(priced.total)}
            </Text>
            <ActionIcon variant="subtle" aria-label="Cost Breakdown" onClick={() => setBreakdownOpen(true)}>
              <IconInfoCircle size={18} />
            </ActionIcon>
          </Group>
        </Card>
        <Card>
          <Title order={3} size="h5" mb="xs">
            {flow === 'grip' || anyFree ? 'Add Grip' : 'Add another racket'}
          </Title>
          <Group align="flex-end" wrap="wrap" gap="sm">
            {hideRacketField ? (
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                A grip for {freeRacket}.
              </Text>
            ) : (
              <TextInput
                label="Racket Name"
                placeholder="e.g. Head Speed MP"
                value={racketName}
                onChange={(e) => setRacketName(e.currentTarget.value)}
                style={{ flex: 1, minWidth: 200 }}
              />
            )}
            {flow === 'string' && !anyFree ? (
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addMore}>
                Add More
              </Button>
            ) : null}
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addGrip}>
              Add Grip
            </Button>
          </Group>
        </Card>
        <Card>
          <Stack gap="md">
            <Checkbox
              checked={agreed}
              onChange={(e) => (e.currentTarget.checked ? setTermsOpen(true) : setAgreed(false))}
              label={
                <>
                  I agree to the{' '}
                  <Anchor component="button" type="button" size="sm" onClick={() => setTermsOpen(true)}>
                    Terms and Conditions
                  </Anchor>
                </>
              }
            />
            <FormError message={checkout.error} />
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Button variant="default" onClick={() => setCancelOpen(true)}>
                Cancel
              </Button>
              {priced.total === 0 ? (
                <Button onClick={() => check() && void checkout.pay(input)}>Confirm Booking</Button>
              ) : (
                <Group gap="sm" wrap="wrap">
                  <Button variant="outline" onClick={() => check() && void checkout.payInStore(input)}>
                    Pay in Store
                  </Button>
                  <Button onClick={() => check() && void checkout.pay(input)}>Proceed to Pay</Button>
                </Group>
              )}
            </Group>
            {priced.total > 0 ? (
              <Text size="xs" c="dimmed" ta="right">
                Proceed to Pay opens the secure payment page for {formatAed(priced.total)}. Pay in Store books now; the
                customer pays at collection.
              </Text>
            ) : null}
          </Stack>
        </Card>
      </Stack>
      <EditBookingModal
        draft={editing}
        onClose={() => setEditing(null)}
        onSave={(draft) => {
          replaceDraft(draft);
          setEditing(null);
        }}
      />
      <CostBreakdownModal
        opened={breakdownOpen}
        onClose={() => setBreakdownOpen(false)}
        drafts={drafts}
        totals={priced}
        pickup={pickup}
      />
      <TermsModal
        opened={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAgree={() => {
          setAgreed(true);
          setTermsOpen(false);
        }}
      />
      <Modal opened={cancelOpen} onClose={() => setCancelOpen(false)} title="Cancel this booking?" centered>
        <Text size="sm">The bookings not yet submitted for {customer.name} will be discarded.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setCancelOpen(false)}>
            Keep bookings
          </Button>
          <Button
            color="red"
            onClick={() => {
              clearDrafts();
              navigate(`/dashboard/our-services/${customer.id}`, { state: { customer } });
            }}
          >
            Discard
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function RedirectNotice() {
  return (
    <Stack align="center" gap={4}>
      <Text fw={600}>{BOOKING_MESSAGES.redirectingToPayment}</Text>
      <Text size="sm" c="dimmed">
        Please wait…
      </Text>
    </Stack>
  );
}
