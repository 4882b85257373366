import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBallTennis, IconGift, IconHandGrab } from '@tabler/icons-react';
import { PURCHASE_MESSAGES } from '@shop/domain/contracts/purchases';
import type { RacketEntitlement } from '@shop/domain/contracts/purchases';
import type { EligibilityResponse } from '@shop/domain/contracts/purchases';
import { formatShopDate, shopDate } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useCustomer } from '@/features/customers/api/get-customer';
import { useCustomerPurchases } from '@/features/purchases/api/get-customer-purchases';
import { useRacketEligibilities } from '../api/get-racket-eligibility';
import { CustomerSummary } from '../components/customer-summary';
import { useBookingCustomer } from '../lib/booking-customer';
import { saveCustomer, type BookingCustomer } from '../lib/drafts';

/** The stringing chooser: a paid stringing, or a free one on a racket with an entitlement. */
export default function ServiceDetailsPage() {
  const navigate = useNavigate();
  const params = useParams();
  const customerId = Number(params.customerId);
  const known = useBookingCustomer();
  const valid = Number.isInteger(customerId) && customerId > 0;
  // A direct link (no navigation state, another customer's drafts): load the customer by id.
  const lookup = useCustomer(customerId, valid && known?.id !== customerId);
  const customer = known && known.id === customerId ? known : (lookup.data ?? null);
  useEffect(() => {
    if (customer && known?.id !== customer.id) saveCustomer(customer);
  }, [customer, known?.id]);
  if (!valid || lookup.isError) return <Navigate to="/dashboard/manage-customer" replace />;
  if (!customer) return <LoadingState label="Loading customer…" />;
  return (
    <>
      <PageHeader
        title="Stringing Service"
        description="Choose a paid restring or a free stringing from a racket purchase."
        actions={
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => navigate(`/dashboard/our-services/${customer.id}`, { state: { customer } })}
          >
            Back
          </Button>
        }
      />
      <Stack gap="lg">
        <CustomerSummary customer={customer} />
        <Card>
          <Group justify="space-between" wrap="wrap" gap="md">
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={44} radius="md" variant="light">
                <IconBallTennis size={24} />
              </ThemeIcon>
              <div>
                <Title order={2} size="h4">
                  Paid stringing
                </Title>
                <Text size="sm" c="dimmed">
                  Any racket, any string from the catalogue: 120 to 225 AED, 75 AED with the customer's own string;
                  express adds 25 AED.
                </Text>
              </div>
            </Group>
            <Button onClick={() => navigate('/dashboard/booking-form', { state: { customer } })}>
              Book Paid Stringing
            </Button>
          </Group>
        </Card>
        <FreeStringings customer={customer} />
        <Card>
          <Group justify="space-between" wrap="wrap" gap="md">
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={44} radius="md" variant="light" color="orange">
                <IconHandGrab size={24} />
              </ThemeIcon>
              <div>
                <Title order={2} size="h4">
                  Grip service
                </Title>
                <Text size="sm" c="dimmed">
                  A new base grip or overgrip: 65 to 79 AED, 20 AED with the customer's own grip.
                </Text>
              </div>
            </Group>
            <Button
              variant="light"
              onClick={() =>
                navigate('/dashboard/grip-booking-form', {
                  state: {
                    customer,
                    customerId: customer.id,
                    customerName: customer.name,
                    bookingDate: shopDate(),
                    store: null,
                    presetGripType: 'none',
                  },
                })
              }
            >
              Book Grip Service
            </Button>
          </Group>
        </Card>
      </Stack>
    </>
  );
}

function FreeStringings({ customer }: { customer: BookingCustomer }) {
  const navigate = useNavigate();
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
            Free stringings
          </Title>
        </Group>
        {purchases.data ? (
          <Badge variant="light" color="green" size="lg">
            {purchases.data.free_stringing_services} available
          </Badge>
        ) : null}
      </Group>
      {purchases.isPending ? <LoadingState label="Loading rackets…" /> : null}
      {purchases.isError ? <ErrorState message={errorMessage(purchases.error, PURCHASE_MESSAGES.loadFailed)} /> : null}
      {purchases.isSuccess && rackets.length === 0 ? <EmptyState message={PURCHASE_MESSAGES.noFreeServices} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {rackets.map((racket, index) => (
          <RacketCard
            key={racket.rp_id}
            racket={racket}
            eligibility={eligibility[index]?.data}
            checking={eligibility[index]?.isPending ?? false}
            onBook={() =>
              navigate('/dashboard/booking-form', {
                state: {
                  customer,
                  freeService: true,
                  rpId: racket.rp_id,
                  claimId: racket.claim_id,
                  racketName: racket.racket_name,
                },
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
  const remaining = racket.remaining_services;
  const eligible = eligibility?.eligible ?? true;
  const bookable = !racket.expired && remaining > 0 && eligible;
  let status: { label: string; color: string };
  if (racket.expired) status = { label: `Expired ${formatShopDate(racket.valid_until)}`, color: 'gray' };
  else if (remaining <= 0) status = { label: 'All free stringings used', color: 'gray' };
  else if (!eligible)
    status = {
      label: eligibility?.nextEligibleDate
        ? `Next free stringing from ${formatShopDate(eligibility.nextEligibleDate)}`
        : 'Not eligible this month',
      color: 'yellow',
    };
  else status = { label: 'Eligible now', color: 'green' };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{racket.racket_name}</Text>
            <Text size="xs" c="dimmed">
              Bought {formatShopDate(racket.purchase_date)} · valid until {formatShopDate(racket.valid_until)}
            </Text>
          </div>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {checking ? 'Checking…' : status.label}
          </Badge>
        </Group>
        <Text size="sm">
          {remaining} of {racket.total_free_services} free stringings left
        </Text>
        <Progress
          value={(racket.used_services / Math.max(racket.total_free_services, 1)) * 100}
          size="sm"
          color="green"
          aria-label={`Free stringings used for ${racket.racket_name}`}
        />
        <Group justify="flex-end">
          <Button size="xs" color="green" disabled={!bookable || checking} onClick={onBook}>
            Book free stringing
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
