import { Navigate, useNavigate } from 'react-router';
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { PURCHASE_MESSAGES, type RacketEntitlement, type RecordedPurchase } from '@shop/domain/contracts/purchases';
import { aed } from '@shop/domain/money';
import type { GripPreset } from '@shop/domain/pickup';
import type { BookingStartInput } from '@shop/domain/contracts/checkout-draft';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useRouteCustomer } from '@/api/customer';
import { startBooking } from '@/lib/checkout-store';
import { FORM_PATHS, flowPath } from '@/lib/flow-paths';
import { useCustomerPurchases } from '@/api/customer-purchases';
import { BackIcon } from '@/components/ui/direction-icon';
import { RacketEntitlementCard } from '../components/racket-entitlement-card';
import { ServiceCards, type CustomerState } from '../components/service-cards';
import { ServiceClaimsTable } from '../components/service-claims-table';
import { Money } from '@/components/ui/money';

function Stat({ label, value }: { label: string; value: number }) {
  const format = useFormat();
  return (
    <Card padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {format.number(value)}
      </Text>
    </Card>
  );
}

/** Our Services: free stringings per racket with their claims, and the cards that start a booking. */
export default function OurServices() {
  const { t } = useTranslation('purchases');
  const navigate = useNavigate();
  const { customerId, valid, customer, lookup } = useRouteCustomer();
  const purchases = useCustomerPurchases(valid ? customerId : 0);

  if (!valid) return <Navigate to="/dashboard/manage-customer" replace />;

  const back = () =>
    void (customer
      ? navigate('/dashboard/customer-details', { state: { customer } })
      : navigate('/dashboard/manage-customer'));
  const bookStringing = () =>
    void navigate(`/dashboard/customer/service-details/${customerId}`, { state: { customer } });
  // A booking starts in the customer's checkout (the booking flow's one store); the address names the customer.
  const book = (kind: 'string' | 'grip', start: BookingStartInput) => {
    if (!customer) return;
    startBooking(customer, start);
    void navigate(flowPath(FORM_PATHS[kind], customer.id));
  };
  const bookGrip = (presetGripType: GripPreset) => book('grip', { presetGripType });
  const bookFree = (racket: RacketEntitlement) =>
    book('string', { racketName: racket.racket_name, freeRacket: { rpId: racket.rp_id, claimId: racket.claim_id } });

  const customerState: CustomerState = customer ? 'ready' : lookup?.isError ? 'failed' : 'loading';
  return (
    <>
      <PageHeader
        title={t('services.title')}
        description={
          customer ? (
            <>
              {customer.name} · #{customer.id}
              {customer.phone ? (
                <>
                  {' · '}
                  <span dir="ltr">{customer.phone}</span>
                </>
              ) : null}
            </>
          ) : (
            t('services.customerNumber', { id: customerId })
          )
        }
        actions={
          <Button variant="default" leftSection={<BackIcon />} onClick={back}>
            {t('back')}
          </Button>
        }
      />
      <Stack gap="xl">
        {lookup?.isError ? (
          <ErrorState message={t(errorMessage(lookup.error, t('loadCustomerFailed')), { ns: 'messages' })} />
        ) : null}
        <ServiceCards onStringing={bookStringing} onGrip={bookGrip} customer={customerState} />

        <FreeStringings purchases={purchases} onBook={bookFree} customer={customerState} />

        {purchases.data && purchases.data.recorded_purchases.length > 0 ? (
          <RecordedPurchases purchases={purchases.data.recorded_purchases} />
        ) : null}
      </Stack>
    </>
  );
}

/** The customer's free stringings: how many are left and used, each racket's card (Book), and the claims. */
function FreeStringings({
  purchases,
  onBook,
  customer,
}: {
  purchases: ReturnType<typeof useCustomerPurchases>;
  onBook(racket: RacketEntitlement): void;
  customer: CustomerState;
}) {
  const { t } = useTranslation('purchases');
  const data = purchases.data;
  const rackets = data?.purchases ?? [];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('services.freeTitle')}
      </Title>
      {purchases.isPending ? <LoadingState label={t('services.loading')} /> : null}
      {purchases.isError ? (
        <ErrorState message={t(errorMessage(purchases.error, PURCHASE_MESSAGES.loadFailed), { ns: 'messages' })} />
      ) : null}
      {data ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Stat label={t('services.statLeft')} value={data.free_stringing_services} />
          <Stat label={t('services.statUsed')} value={data.used_services} />
          <Stat label={t('services.statRackets')} value={rackets.length} />
        </SimpleGrid>
      ) : null}
      {data && rackets.length === 0 ? (
        <Card>
          <EmptyState message={t(PURCHASE_MESSAGES.noFreeServices, { ns: 'messages' })} />
        </Card>
      ) : null}
      {rackets.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {rackets.map((racket) => (
            <RacketEntitlementCard key={racket.rp_id} racket={racket} onBook={onBook} customer={customer} />
          ))}
        </SimpleGrid>
      ) : null}
      {data && rackets.length > 0 ? <ServiceClaimsTable claims={data.service_claims} /> : null}
    </Stack>
  );
}

/** What the customer bought in the store (recorded purchases): date, product, quantity and unit price. */
function RecordedPurchases({ purchases }: { purchases: RecordedPurchase[] }) {
  const { t } = useTranslation('purchases');
  const format = useFormat();
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('services.inStoreTitle')}
      </Title>
      <Table.ScrollContainer
        minWidth={520}
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('services.inStoreTitle') },
        }}
      >
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('services.date')}</Table.Th>
              <Table.Th>{t('services.product')}</Table.Th>
              <Table.Th ta="end">{t('services.qty')}</Table.Th>
              <Table.Th ta="end">{t('services.unitPrice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {purchases.map((p) => (
              <Table.Tr key={p.purchase_id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(p.purchase_date)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{p.product_name}</Text>
                    <Text size="xs" c="dimmed">
                      #{p.product_id}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="end">{format.number(p.quantity)}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  <Money value={aed(p.price)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
