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
import { resolvePickupOption } from '@shop/domain/pickup';
import { formatShopDate } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { addLine, finishCheckout, removeLine, startBooking, updateCheckout } from '@/lib/checkout-store';
import { DETAILS_PATHS, FORM_PATHS, flowPath } from '@/lib/flow-paths';
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
import { FormError } from '@/components/form-actions';
import { TermsModal } from './terms-modal';
import { pickupLabel } from '../lib/labels';
import { useFormat } from '@/lib/i18n/format';
import { Ltr } from '@/components/ui/ltr';
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

function Summary({
  flow,
  customer,
  checkout,
}: {
  flow: 'string' | 'grip';
  customer: NavCustomer;
  checkout: CheckoutDraft;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
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

  function check(agreedNow = agreed): boolean {
    const message = validateCheckout({
      drafts,
      agreed: agreedNow,
      pickup,
      store: checkout.store,
      address: checkout.address,
    });
    checkoutCall.setError(message);
    return message === null;
  }

  // Confirm, Pay in Store or Proceed to Pay before the terms are agreed opens the terms with the sentence that asks
  // for them; I Agree ticks the box and carries on with the button pressed (one click less at the counter). Closed
  // without agreeing, the sentence stays on the page as before.
  const [afterAgree, setAfterAgree] = useState<(() => void) | null>(null);
  function proceed(action: () => void) {
    if (agreed) {
      if (check()) action();
      return;
    }
    checkoutCall.setError(null);
    setAfterAgree(() => action);
    setTermsOpen(true);
  }

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
            { label: t('date'), value: drafts.length ? formatShopDate(drafts[0]!.bookingDate) : '—' },
            {
              label: t('summary.pickupService'),
              value: (
                <Badge variant="light" color={mode === 'Express' ? 'orange' : 'court'}>
                  {pickupLabel(t, pickup)}
                </Badge>
              ),
            },
          ]}
        />
        <Card>
          <Group justify="space-between" wrap="wrap" align="flex-start" gap="sm">
            <div style={{ flex: 1, minWidth: 200 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {pickup === 'in-store' ? t('store') : t('summary.address')}
              </Text>
              <Text size="sm">
                {pickup === 'in-store' ? (checkout.store ?? t('summary.noStore')) : checkout.address || t('noAddress')}
              </Text>
            </div>
            <Button variant="light" size="xs" onClick={changeService}>
              {t('summary.changeService')}
            </Button>
          </Group>
        </Card>
        <Card>
          <Title order={2} size="h4" mb="sm">
            {t('summary.bookings')}
          </Title>
          <BookingsTable drafts={drafts} onEdit={setEditing} onDelete={(d) => removeLine(customer, d.invoiceNo)} />
          <Group justify="flex-end" mt="md" gap={6}>
            <Text fw={600}>{t('summary.overallCostColon')}</Text>
            <Text fw={800} size="lg" data-testid="overall-cost">
              <Ltr>{format.money(priced.total)}</Ltr>
            </Text>
            <ActionIcon variant="subtle" aria-label={t('breakdown.title')} onClick={() => setBreakdownOpen(true)}>
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
                  {t('summary.agree')}{' '}
                  <Anchor component="button" type="button" size="sm" onClick={() => setTermsOpen(true)}>
                    {t('terms.title')}
                  </Anchor>
                </>
              }
            />
            <FormError message={checkoutCall.error} />
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Button variant="default" onClick={() => setCancelOpen(true)}>
                {t('cancel')}
              </Button>
              {priced.total === 0 ? (
                <Button onClick={() => proceed(() => void checkoutCall.pay(input))}>{t('summary.confirm')}</Button>
              ) : (
                <Group gap="sm" wrap="wrap">
                  <Button variant="outline" onClick={() => proceed(() => void checkoutCall.payInStore(input))}>
                    {t('summary.payInStore')}
                  </Button>
                  <Button onClick={() => proceed(() => void checkoutCall.pay(input))}>{t('summary.proceed')}</Button>
                </Group>
              )}
            </Group>
            {priced.total > 0 ? (
              <Text size="xs" c="dimmed" ta="end">
                {t('summary.payHint', { total: format.money(priced.total) })}
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
        reason={afterAgree ? BOOKING_MESSAGES.agreeTerms : null}
        onClose={() => {
          setTermsOpen(false);
          if (afterAgree) checkoutCall.setError(BOOKING_MESSAGES.agreeTerms);
          setAfterAgree(null);
        }}
        onAgree={() => {
          setAgreed(true);
          setTermsOpen(false);
          setAfterAgree(null);
          if (afterAgree && check(true)) afterAgree();
        }}
      />
      <Modal opened={cancelOpen} onClose={() => setCancelOpen(false)} title={t('summary.cancelTitle')} centered>
        <Text size="sm">{t('summary.cancelBody', { name: customer.name })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setCancelOpen(false)}>
            {t('summary.keep')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              finishCheckout(customer);
              void navigate(`/dashboard/our-services/${customer.id}`);
            }}
          >
            {t('summary.discard')}
          </Button>
        </Group>
      </Modal>
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
