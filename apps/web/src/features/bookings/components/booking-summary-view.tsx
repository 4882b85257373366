import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingOverlay, Stack, Text } from '@mantine/core';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import type { BookingDraft, CheckoutDraft } from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { resolvePickupOption } from '@shop/domain/pickup';
import { PageHeader } from '@/components/ui/page-header';
import { addLine, startBooking, updateCheckout } from '@/lib/checkout-store';
import { DETAILS_PATHS, FORM_PATHS, flowPath } from '@/lib/flow-paths';
import { modeOfDrafts, priceDrafts } from '../lib/price-drafts';
import { useBookingFlow } from '../lib/use-booking-flow';
import { useCheckout } from '../lib/use-checkout';
import { validateCheckout } from '../lib/validate-checkout';
import { AddAnotherCard } from './add-another-card';
import { CostBreakdownModal } from './cost-breakdown-modal';
import { EditBookingModal } from './edit-booking-modal';
import { CheckoutNotice, FlowFallback } from './flow-states';
import { DiscardCheckoutModal, SummaryCustomer, SummaryLines, SummaryPay, SummaryWhere } from './summary-parts';
import { TermsModal } from './terms-modal';
import { useTranslation } from 'react-i18next';

/**
 * The final page of both flows: the summary table with Edit and Delete, the cost breakdown, Add More
 * strings (string flow) and Add Grip, the terms, and Confirm Booking / Proceed to Pay / Pay in Store.
 */
export function BookingSummaryView({ flow }: { flow: 'string' | 'grip' }) {
  const { t } = useTranslation('bookings');
  const state = useBookingFlow();
  if (state.status !== 'ready') return <FlowFallback flow={state} />;
  return (
    <>
      <PageHeader
        title={flow === 'grip' ? t('summary.titleGrip') : t('summary.titleString')}
        description={t('summary.description')}
      />
      <CheckoutNotice notice={state.notice} onClose={state.dismissNotice} />
      <Summary flow={flow} customer={state.customer} checkout={state.checkout} />
    </>
  );
}

/**
 * Confirm, Pay in Store or Proceed to Pay before the terms are agreed opens the terms with the sentence that asks
 * for them; I Agree ticks the box and carries on with the button pressed (one click less at the counter). Closed
 * without agreeing, the sentence stays on the page as before. `check(agreed)` says whether the checkout may go.
 */
function useTermsFirst(check: (agreed: boolean) => boolean, setError: (message: string | null) => void) {
  const [agreed, setAgreed] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [afterAgree, setAfterAgree] = useState<(() => void) | null>(null);
  function proceed(action: () => void) {
    if (agreed) {
      if (check(true)) action();
      return;
    }
    setError(null);
    setAfterAgree(() => action);
    setTermsOpen(true);
  }
  const modal = {
    opened: termsOpen,
    reason: afterAgree ? BOOKING_MESSAGES.agreeTerms : null,
    onClose: () => {
      setTermsOpen(false);
      if (afterAgree) setError(BOOKING_MESSAGES.agreeTerms);
      setAfterAgree(null);
    },
    onAgree: () => {
      setAgreed(true);
      setTermsOpen(false);
      setAfterAgree(null);
      if (afterAgree && check(true)) afterAgree();
    },
  };
  return { agreed, setAgreed, openTerms: () => setTermsOpen(true), proceed, modal };
}

/** Add More (another stringing) and Add Grip: the booking form for that racket, coming back to this summary. */
function useAddAnother(customer: NavCustomer, flow: 'string' | 'grip', drafts: BookingDraft[]) {
  const navigate = useNavigate();
  function addMore(racketName: string) {
    startBooking(customer, { racketName, returnTo: flow });
    void navigate(flowPath(FORM_PATHS.string, customer.id));
  }
  function addGrip(racketName: string) {
    // A grip on a racket strung in this checkout comes back with it: same racket, same service type (an Express
    // string's racket is offered Express grips only, docs/decisions/counter-flow.md).
    const strung = drafts.find(
      (d) => d.serviceKind === 'string' && d.racketName.trim().toLowerCase() === racketName.trim().toLowerCase(),
    );
    startBooking(customer, {
      racketName,
      returnTo: flow,
      lockedGripType: strung?.stringType ?? null,
      racketId: strung?.racketId ?? null,
    });
    void navigate(flowPath(FORM_PATHS.grip, customer.id));
  }
  return { addMore, addGrip };
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
  const [cancelOpen, setCancelOpen] = useState(false);
  const checkoutCall = useCheckout(flow);
  const add = useAddAnother(customer, flow, drafts);

  // A delete can change the mode (the last express line gone): the choice falls back to in-store.
  // Prices come from the catalogue (the domain's pricing), never from what was stored.
  const mode = modeOfDrafts(drafts);
  const pickup = resolvePickupOption(checkout.pickup, mode);
  const priced = priceDrafts(drafts, pickup);
  useEffect(() => {
    if (checkout.pickup !== null && checkout.pickup !== pickup) updateCheckout(customer, (d) => ({ ...d, pickup }));
  }, [checkout.pickup, pickup, customer]);

  const input = {
    customer,
    drafts,
    pickup,
    store: checkout.store,
    address: checkout.address,
    pickupFee: priced.pickupFee,
  };
  const check = (agreed: boolean) => {
    const message = validateCheckout({ drafts, agreed, pickup, store: checkout.store, address: checkout.address });
    checkoutCall.setError(message);
    return message === null;
  };
  const terms = useTermsFirst(check, checkoutCall.setError);
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
        <SummaryCustomer customer={customer} drafts={drafts} express={mode === 'Express'} pickup={pickup} />
        <SummaryWhere pickup={pickup} checkout={checkout} onChange={changeService} />
        <SummaryLines
          customer={customer}
          drafts={drafts}
          total={priced.total}
          onEdit={setEditing}
          onBreakdown={() => setBreakdownOpen(true)}
        />
        <AddAnotherCard
          flow={flow}
          anyFree={drafts.some((d) => d.freeService)}
          freeRacket={drafts.find((d) => d.freeService)?.racketName ?? ''}
          onAddMore={add.addMore}
          onAddGrip={add.addGrip}
          onError={checkoutCall.setError}
        />
        <SummaryPay
          agreed={terms.agreed}
          onAgreed={terms.setAgreed}
          onTerms={terms.openTerms}
          error={checkoutCall.error}
          total={priced.total}
          onCancel={() => setCancelOpen(true)}
          onPay={() => terms.proceed(() => void checkoutCall.pay(input))}
          onPayInStore={() => terms.proceed(() => void checkoutCall.payInStore(input))}
        />
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
      <TermsModal {...terms.modal} />
      <DiscardCheckoutModal opened={cancelOpen} customer={customer} onClose={() => setCancelOpen(false)} />
    </>
  );
}

function RedirectNotice() {
  const { t } = useTranslation('bookings');
  return (
    <Stack align="center" gap={4}>
      <Text fw={600}>{t(BOOKING_MESSAGES.redirectingToPayment, { ns: 'messages' })}</Text>
      <Text size="sm" c="dimmed">
        {t('summary.wait')}
      </Text>
    </Stack>
  );
}
