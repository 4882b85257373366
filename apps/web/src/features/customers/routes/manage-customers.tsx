import { useNavigate } from 'react-router';
import { Badge, Button, Card, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight, IconMail, IconPhone } from '@tabler/icons-react';
import { CUSTOMER_MESSAGES, CUSTOMERS_PAGE_SIZE, type Customer } from '@shop/domain/contracts/customers';
import { PageHeader } from '@/components/ui/page-header';
import { formatListTotal, PaginationBar } from '@/components/ui/pagination-bar';
import { useListPaging, usePagerProps } from '@/components/ui/use-list-paging';
import { ListStates } from '@/components/ui/list-states';
import { errorMessage } from '@/lib/api-client';
import { useNavbarSearch } from '@/lib/navbar-search';
import { useFindCustomers } from '../api/find-customers';
import { toNavCustomer } from '../lib/nav-customer';

/** Manage customers: the searchable, paged customer table (search box in the navbar). */
export default function ManageCustomers() {
  const navigate = useNavigate();
  const search = useNavbarSearch(CUSTOMER_MESSAGES.searchPlaceholder);
  const paging = useListPaging(search, CUSTOMERS_PAGE_SIZE);
  const customers = useFindCustomers({
    search,
    page: paging.page,
    cursor: paging.cursor,
    pageSize: CUSTOMERS_PAGE_SIZE,
  });
  const pager = usePagerProps(paging, customers);
  const data = customers.data;
  const items = data?.items ?? [];
  const open = (customer: Customer) =>
    navigate('/dashboard/customer-details', { state: { customer: toNavCustomer(customer) } });

  return (
    <>
      <PageHeader
        title="Manage Customers"
        description="Find a customer by id, name, email or phone using the search box above."
        actions={
          data ? (
            <Group gap="xs">
              {customers.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
              <Badge variant="light" size="lg" radius="sm">
                {formatListTotal(data.total, data.totalIsExact !== false)} {data.total === 1 ? 'customer' : 'customers'}
              </Badge>
            </Group>
          ) : null
        }
      />
      <Card p={0}>
        <ListStates
          loading={customers.isPending}
          loadingLabel="Loading customers…"
          error={customers.isError ? errorMessage(customers.error, 'Failed to fetch customers.') : null}
          empty={items.length === 0}
          emptyMessage={CUSTOMER_MESSAGES.noCustomers}
          flush
          table={
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>ID</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Phone</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <Text size="sm" c="dimmed" ff="monospace">
                          #{c.id}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {c.name || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{c.email}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {c.phone || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="light"
                          rightSection={<IconChevronRight size={14} />}
                          onClick={() => open(c)}
                        >
                          View Details
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          }
          cards={
            <Stack gap={0}>
              {items.map((c) => (
                <Group
                  key={c.id}
                  justify="space-between"
                  wrap="nowrap"
                  p="md"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600} truncate>
                        {c.name || '—'}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        #{c.id}
                      </Text>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <IconMail size={12} color="var(--mantine-color-dimmed)" />
                      <Text size="xs" c="dimmed" truncate>
                        {c.email}
                      </Text>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <IconPhone size={12} color="var(--mantine-color-dimmed)" />
                      <Text size="xs" c="dimmed">
                        {c.phone || '—'}
                      </Text>
                    </Group>
                  </Stack>
                  <Button size="xs" variant="light" onClick={() => open(c)} style={{ flexShrink: 0 }}>
                    View Details
                  </Button>
                </Group>
              ))}
            </Stack>
          }
        />
      </Card>
      {pager ? <PaginationBar {...pager} /> : null}
    </>
  );
}
