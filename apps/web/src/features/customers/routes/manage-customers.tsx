import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, Card, Group, Loader, Text } from '@mantine/core';
import { IconChevronRight, IconUserPlus } from '@tabler/icons-react';
import { can } from '@shop/domain/policies';
import { CUSTOMER_MESSAGES, CUSTOMERS_PAGE_SIZE, type Customer } from '@shop/domain/contracts/customers';
import { PageHeader } from '@/components/ui/page-header';
import { formatListTotal } from '@/components/ui/list-pager';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useListQuery } from '@/lib/list/use-list-query';
import { findCustomersQueryOptions } from '../api/find-customers';
import { toNavCustomer } from '../lib/nav-customer';
import { getRole } from '@/lib/session';
import { AddCustomerModal } from '../components/add-customer-modal';
import { CustomerEmail } from '../components/customer-email';
import { RestringButton } from '@/features/bookings/components/restring-button';

function customerColumns(open: (customer: Customer) => void): DataColumn<Customer>[] {
  return [
    {
      header: 'ID',
      card: 'corner',
      cell: (c) => (
        <Text size="sm" c="dimmed" ff="monospace">
          #{c.id}
        </Text>
      ),
    },
    {
      header: 'Name',
      card: 'title',
      cell: (c) => (
        <Text size="sm" fw={600}>
          {c.name || '—'}
        </Text>
      ),
    },
    { header: 'Email', cell: (c) => <CustomerEmail email={c.email} phone={c.phone} name={c.name} /> },
    { header: 'Phone', nowrap: true, cell: (c) => <Text size="sm">{c.phone || '—'}</Text> },
    {
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      card: 'footer',
      cell: (c) => (
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {/* The counter's fast path (issue 13): straight to a restring with everything known filled in. */}
          <RestringButton customer={toNavCustomer(c)} />
          <Button size="xs" variant="light" rightSection={<IconChevronRight size={14} />} onClick={() => open(c)}>
            View Details
          </Button>
        </Group>
      ),
    },
  ];
}

/** Manage customers: the searchable, paged customer table (search box in the navbar). */
export default function ManageCustomers() {
  const navigate = useNavigate();
  const list = useListQuery({
    pageSize: CUSTOMERS_PAGE_SIZE,
    searchPlaceholder: CUSTOMER_MESSAGES.searchPlaceholder,
    query: findCustomersQueryOptions,
  });
  const { query } = list;
  const data = query.data;
  const open = (customer: Customer) =>
    void navigate('/dashboard/customer-details', { state: { customer: toNavCustomer(customer) } });
  const [adding, setAdding] = useState<{ search: string } | null>(null);
  const mayAdd = can(getRole(), 'customers:create');
  const addButton = (search: string, variant: 'filled' | 'light') =>
    mayAdd ? (
      <Button variant={variant} leftSection={<IconUserPlus size={16} />} onClick={() => setAdding({ search })}>
        {CUSTOMER_MESSAGES.addCustomer}
      </Button>
    ) : null;

  return (
    <>
      <PageHeader
        title="Manage Customers"
        description="Find a customer by id, name, email or phone using the search box above."
        actions={
          <Group gap="xs">
            {query.isFetching && data ? <Loader size="xs" aria-label="Searching" /> : null}
            {data ? (
              <Badge variant="light" size="lg" radius="sm">
                {formatListTotal(data.total, data.totalIsExact)} {data.total === 1 ? 'customer' : 'customers'}
              </Badge>
            ) : null}
            {addButton('', 'filled')}
          </Group>
        }
      />
      <Card p={0}>
        <DataList
          columns={customerColumns(open)}
          rows={list.items}
          rowKey={(c) => c.id}
          rowLabel={(c) => c.name || `Customer #${c.id}`}
          loading={query.isPending}
          loadingLabel="Loading customers…"
          error={query.isError ? errorMessage(query.error, 'Failed to fetch customers.') : null}
          onRetry={() => void query.refetch()}
          emptyMessage={CUSTOMER_MESSAGES.noCustomers}
          emptyAction={list.search ? addButton(list.search, 'light') : null}
          pager={list.pager}
          flush
        />
      </Card>
      <AddCustomerModal opened={adding !== null} onClose={() => setAdding(null)} search={adding?.search ?? ''} />
    </>
  );
}
