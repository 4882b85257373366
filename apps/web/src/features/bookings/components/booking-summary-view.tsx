import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
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
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import type { BookingDraft, CheckoutDraft } from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { formatAed } from '@shop/domain/money';
import { PICKUP_LABELS, resolvePickupOption } from '@shop/domain/pickup';
import { formatShopDate } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { addLine, finishCheckout, removeLine, startBooking, updateCheckout } from '../lib/checkout-store';
import { DETAILS_PATHS, FORM_PATHS, flowPath } from '../lib/flow-paths';
import { modeOfDrafts, priceDrafts } from '../lib/price-drafts';
import { useBookingFlow } from '../lib/use-booking-flow';
import { useCheckout } from '../lib/use-checkout';
import { validateCheckout } from '../lib/validate-checkout';
import { AddAnotherCard } from './add-another-card';
import { BookingsTable } from './bookings-table';
import { CostBreakdownModal } from './cost-breakdown-modal';
import { CustomerSummary } from './customer-summary';
import { EditBookingModal } from './edit-booking-modal';
import { CheckoutNotice, FlowFallback } from './flow-states';
import { FormError } from './form-actions';
import { TermsModal } from './terms-modal';

/**
 * The final page of both flows: the summary table with Edit and Delete, the cost breakdown, Add More
 * strings (string flow) and Add Grip, the terms, and Confirm Booking / Proceed to Pay / Pay in Store.
 */
export function BookingSummaryView({ flow }: { flow: 'string' | 'grip' }) {
  const state = useBookingFlow();
  if (state.status !== 'ready') return <FlowFallback flow={state} />;
  return (
    <>
      <PageHeader
        title={flow === 'grip' ? 'Booking Summary' : 'Booking Final'}
        description="Step 3 of 3: check the bookings, agree to the terms and take payment."
      />
      <CheckoutNotice notice={state.notice} onClose={state.dismissNotice} />
      <Summary flow={flow} customer={state.customer} checkout={state.checkout} />
    </>
  );
}

function Summary({
  flow,
  customer,
  checkout,
}: {
  flow: 'string' | 'grip';
  customer: NavCustomer;
  checkout: CheckoutDraft;
}) {
  const navigate = useNavigate();
  const drafts = checkout.lines;
  const [editing, setEditing] = useState<BookingDraft | null>(null);
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const checkoutCall = useCheckout(flow);

  // A delete can change the mode (the last express line gone): the choice falls back to in-store.
  // Prices come from the catalogue (the domain's pricing), never from what was stored.
  const mode = modeOfDrafts(drafts);
  const pickup = resolvePickupOption(checkout.pickup, mode);
  const priced = priceDrafts(drafts, pickup);
  useEffect(() => {
    if (checkout.pickup !== null && checkout.pickup !== pickup) updateCheckout(customer, (d) => ({ ...d, pickup }));
  }, [checkout.pickup, pickup, customer]);

  const anyFree = drafts.some((d) => d.freeService);
  const freeRacket = drafts.find((d) => d.freeService)?.racketName ?? '';
  const input = {
    customer,
    drafts,
    pickup,
    store: checkout.store,
    address: checkout.address,
    pickupFee: priced.pickupFee,
  };

  function check(): boolean {
    const message = validateCheckout({ drafts, agreed, pickup, store: checkout.store, address: checkout.address });
    checkoutCall.setError(message);
    return message === null;
  }

  function addMore(racketName: string) {
    startBooking(customer, { racketName, returnTo: flow });
    void navigate(flowPath(FORM_PATHS.string, customer.id));
  }

  function addGrip(racketName: string) {
    startBooking(customer, { racketName, returnTo: flow });
    void navigate(flowPath(FORM_PATHS.grip, customer.id));
  }

  const changeService = () => {
    updateCheckout(customer, (d) => ({ ...d, pending: null }));
    void navigate(flowPath(DETAILS_PATHS[flow], customer.id));
  };

  return (
    <>
      <Stack gap="lg" pos="relative">
        <LoadingOverlay
          visible={checkoutCall.busy}
          overlayProps={{ blur: 2 }}
          loaderProps={{ children: checkoutCall.redirecting ? <RedirectNotice /> : undefined }}
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
                  ? (checkout.store ?? 'No store selected yet.')
                  : checkout.address || 'No address selected yet.'}
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
          <BookingsTable drafts={drafts} onEdit={setEditing} onDelete={(d) => removeLine(customer, d.invoiceNo)} />
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
        <AddAnotherCard
          flow={flow}
          anyFree={anyFree}
          freeRacket={freeRacket}
          onAddMore={addMore}
          onAddGrip={addGrip}
          onError={checkoutCall.setError}
        />
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
            <FormError message={checkoutCall.error} />
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Button variant="default" onClick={() => setCancelOpen(true)}>
                Cancel
              </Button>
              {priced.total === 0 ? (
                <Button onClick={() => check() && void checkoutCall.pay(input)}>Confirm Booking</Button>
              ) : (
                <Group gap="sm" wrap="wrap">
                  <Button variant="outline" onClick={() => check() && void checkoutCall.payInStore(input)}>
                    Pay in Store
                  </Button>
                  <Button onClick={() => check() && void checkoutCall.pay(input)}>Proceed to Pay</Button>
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
          addLine(customer, draft);
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
              finishCheckout(customer);
              void navigate(`/dashboard/our-services/${customer.id}`);
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
