import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBallTennis, IconGift, IconHandGrab } from '@tabler/icons-react';
import { BackIcon } from '@/components/ui/direction-icon';
import { PURCHASE_MESSAGES } from '@shop/domain/contracts/purchases';
import type { RacketEntitlement } from '@shop/domain/contracts/purchases';
import type { EligibilityResponse } from '@shop/domain/contracts/purchases';
import type { NavCustomer as BookingCustomer } from '@shop/domain/contracts/customers';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useCustomerPurchases } from '@/api/customer-purchases';
import { useRacketEligibilities } from '../api/get-racket-eligibility';
import { CustomerSummary } from '../components/customer-summary';
import { CheckoutNotice, FlowFallback } from '../components/flow-states';
import { startBooking } from '@/lib/checkout-store';
import { FORM_PATHS, flowPath } from '@/lib/flow-paths';
import { useBookingFlow } from '../lib/use-booking-flow';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

/** The stringing chooser: a paid stringing, or a free one on a racket with an entitlement. */
export default function ServiceDetailsPage() {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  // The customer is in the path (the spec's address); the checkout store has them, or they are loaded by id.
  const flow = useBookingFlow(useParams().customerId ?? null);
  if (flow.status !== 'ready') return <FlowFallback flow={flow} />;
  const { customer } = flow;
  const book = (kind: 'string' | 'grip', start: Parameters<typeof startBooking>[1]) => {
    startBooking(customer, start);
    void navigate(flowPath(FORM_PATHS[kind], customer.id));
  };
  return (
    <>
      <PageHeader
        title={t('stringingService')}
        description={t('chooser.description')}
        actions={
          <Button
            variant="default"
            leftSection={<BackIcon />}
            onClick={() => void navigate(`/dashboard/our-services/${customer.id}`, { state: { customer } })}
          >
            {t('back')}
          </Button>
        }
      />
      <CheckoutNotice notice={flow.notice} onClose={flow.dismissNotice} />
      <Stack gap="lg">
        <CustomerSummary customer={customer} />
        <ServiceChoice
          icon={<IconBallTennis size={24} />}
          title={t('chooser.paidTitle')}
          body={t('chooser.paidBody')}
          action={<Button onClick={() => book('string', {})}>{t('chooser.paidAction')}</Button>}
        />
        <FreeStringings customer={customer} onBook={(start) => book('string', start)} />
        <ServiceChoice
          icon={<IconHandGrab size={24} />}
          color="orange"
          title={t('chooser.gripTitle')}
          body={t('chooser.gripBody')}
          action={
            <Button variant="light" onClick={() => book('grip', { presetGripType: 'none' })}>
              {t('chooser.gripAction')}
            </Button>
          }
        />
      </Stack>
    </>
  );
}

function FreeStringings({
  customer,
  onBook,
}: {
  customer: BookingCustomer;
  onBook(start: Parameters<typeof startBooking>[1]): void;
}) {
  const { t } = useTranslation('bookings');
  const purchases = useCustomerPurchases(customer.id);
  const rackets = purchases.data?.purchases ?? [];
  const eligibility = useRacketEligibilities(
    customer.id,
    rackets.map((r) => r.rp_id),
  );
  return (
    <Card>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="sm">
          <ThemeIcon size={36} radius="md" variant="light" color="green">
            <IconGift size={20} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('chooser.freeTitle')}
          </Title>
        </Group>
        {purchases.data ? (
          <Badge variant="light" color="green" size="lg">
            {t('chooser.available', { count: purchases.data.free_stringing_services })}
          </Badge>
        ) : null}
      </Group>
      {purchases.isPending ? <LoadingState label={t('chooser.loadingRackets')} /> : null}
      {purchases.isError ? (
        <ErrorState message={t(errorMessage(purchases.error, PURCHASE_MESSAGES.loadFailed), { ns: 'messages' })} />
      ) : null}
      {purchases.isSuccess && rackets.length === 0 ? (
        <EmptyState message={t(PURCHASE_MESSAGES.noFreeServices, { ns: 'messages' })} />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {rackets.map((racket, index) => (
          <RacketCard
            key={racket.rp_id}
            racket={racket}
            eligibility={eligibility[index]?.data}
            checking={eligibility[index]?.isPending ?? false}
            onBook={() =>
              onBook({
                racketName: racket.racket_name,
                freeRacket: { rpId: racket.rp_id, claimId: racket.claim_id },
              })
            }
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}

function RacketCard({
  racket,
  eligibility,
  checking,
  onBook,
}: {
  racket: RacketEntitlement;
  eligibility?: EligibilityResponse;
  checking: boolean;
  onBook(): void;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const remaining = racket.remaining_services;
  const eligible = eligibility?.eligible ?? true;
  const bookable = !racket.expired && remaining > 0 && eligible;
  let status: { label: string; color: string };
  if (racket.expired)
    status = { label: t('chooser.expired', { date: format.date(racket.valid_until) }), color: 'gray' };
  else if (remaining <= 0) status = { label: t('chooser.allUsed'), color: 'gray' };
  else if (!eligible)
    status = {
      label: eligibility?.nextEligibleDate
        ? t('chooser.nextFrom', { date: format.date(eligibility.nextEligibleDate) })
        : t('chooser.notEligible'),
      color: 'yellow',
    };
  else status = { label: t('chooser.eligible'), color: 'green' };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{racket.racket_name}</Text>
            <Text size="xs" c="dimmed">
              {t('chooser.bought', {
                date: format.date(racket.purchase_date),
                until: format.date(racket.valid_until),
              })}
            </Text>
          </div>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {checking ? t('chooser.checking') : status.label}
          </Badge>
        </Group>
        <Text size="sm">{t('chooser.left', { remaining, count: racket.total_free_services })}</Text>
        <Progress
          value={(racket.used_services / Math.max(racket.total_free_services, 1)) * 100}
          size="sm"
          color="green"
          aria-label={t('chooser.usedAria', { racket: racket.racket_name })}
        />
        <Group justify="flex-end">
          <Button size="xs" color="green" disabled={!bookable || checking} onClick={onBook}>
            {t('chooser.bookFree')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** One way to book on the chooser: its icon, what it is, and the button that starts it. */
function ServiceChoice(props: { icon: ReactNode; color?: string; title: string; body: string; action: ReactNode }) {
  return (
    <Card>
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" variant="light" color={props.color}>
            {props.icon}
          </ThemeIcon>
          <div>
            <Title order={2} size="h4">
              {props.title}
            </Title>
            <Text size="sm" c="dimmed">
              {props.body}
            </Text>
          </div>
        </Group>
        {props.action}
      </Group>
    </Card>
  );
}
