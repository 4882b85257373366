import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { CustomersCard } from '@/features/customers/components/customers-card';
import { RecentBookingsCard } from '@/features/bookings/components/recent-bookings-card';
import { LatestInvoicesCard } from '@/features/invoices/components/latest-invoices-card';
import { OpenTicketsCard } from '@/features/tickets/components/open-tickets-card';
import { BenchTiles } from '@/features/jobs/components/bench-tiles';
import { TodayTakingsCard } from '@/features/dashboard/components/today-takings-card';

export default function DashboardHome() {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <PageHeader title={t('home.title')} description={t('home.description')} />
      <Stack gap="lg">
        <BenchTiles />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <OpenTicketsCard />
          <TodayTakingsCard />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <CustomersCard />
          <RecentBookingsCard />
          <LatestInvoicesCard />
        </SimpleGrid>
      </Stack>
    </>
  );
}
