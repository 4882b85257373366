import { SimpleGrid } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { CustomersCard } from '@/features/customers/components/customers-card';
import { RecentBookingsCard } from '@/features/bookings/components/recent-bookings-card';
import { LatestInvoicesCard } from '@/features/invoices/components/latest-invoices-card';

export default function DashboardHome() {
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Today at the counter: customers, recent bookings and the latest invoices."
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <CustomersCard />
        <RecentBookingsCard />
        <LatestInvoicesCard />
      </SimpleGrid>
    </>
  );
}
