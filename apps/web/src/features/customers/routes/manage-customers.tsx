import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, Card, Group, Loader, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { can } from '@shop/domain/policies';
import type { Customer, NavCustomer } from '@shop/domain/contracts/customers';
import { CUSTOMER_MESSAGES } from '@shop/domain/contracts/customers-messages';
import { PageHeader } from '@/components/ui/page-header';
import { actionsColumn, DataList, type DataColumn } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useListQuery } from '@/lib/list/use-list-query';
import { CUSTOMERS_LIST, findCustomersQueryOptions } from '../api/find-customers';
import { toNavCustomer } from '@/lib/nav-customer';
import { getRole } from '@/lib/session';
import type { AddCustomerModalProps } from '../components/add-customer-modal';
import { CustomerEmail } from '@/components/customer-email';
import { DirectionIcon } from '@/components/ui/direction-icon';
import { useFormat } from '@/lib/i18n/format';

/** A search narrowed to this many customers or fewer reads their rackets to offer "Same as last time". */
const FEW_CUSTOMERS = 3;

/** An action the app adds to each row (the counter's Restring and "Same as last time"); `enabled` on a narrowed search only. */
export type CustomerRowAction = ComponentType<{ customer: NavCustomer; enabled: boolean }>;

function customerColumns(
  t: TFunction,
  open: (customer: Customer) => void,
  few: boolean,
  rowActions: readonly CustomerRowAction[],
): DataColumn<Customer>[] {
  return [
    {
      header: t('list.id'),
      card: 'corner',
      cell: (c) => (
        <Text size="sm" c="dimmed" ff="monospace" dir="ltr">
          #{c.id}
        </Text>
      ),
    },
    {
      header: t('list.name'),
      card: 'title',
      cell: (c) => (
        <Text size="sm" fw={600}>
          {c.name || '—'}
        </Text>
      ),
    },
    { header: t('list.email'), cell: (c) => <CustomerEmail email={c.email} phone={c.phone} name={c.name} /> },
    {
      header: t('list.phone'),
      nowrap: true,
      cell: (c) => (
        <Text size="sm" dir="ltr">
          {c.phone || '—'}
        </Text>
      ),
    },
    actionsColumn(t('list.actions'), (c) => (
      <Group gap="xs" justify="flex-end" wrap="wrap">
        {rowActions.map((RowAction, i) => (
          <RowAction key={i} customer={toNavCustomer(c)} enabled={few} />
        ))}
        <Button
          size="xs"
          variant="light"
          rightSection={<DirectionIcon toward="forward" kind="chevron" size={14} />}
          onClick={() => open(c)}
        >
          {t('list.viewDetails')}
        </Button>
      </Group>
    )),
  ];
}

/**
 * Manage customers: the searchable, paged customer table (search box in the navbar). `addCustomer` is the Add customer
 * dialog (the app gives the counter's, which also takes the racket bought now, loaded when first opened: the list does
 * not import a dialog and its form's schemas).
 */
export default function ManageCustomers({
  addCustomer: AddCustomer,
  rowActions = [],
}: {
  addCustomer: ComponentType<AddCustomerModalProps>;
  rowActions?: readonly CustomerRowAction[];
}) {
  const { t } = useTranslation('customers');
  const format = useFormat();
  const navigate = useNavigate();
  const list = useListQuery({
    pageSize: CUSTOMERS_LIST.pageSize,
    searchPlaceholder: t(CUSTOMER_MESSAGES.searchPlaceholder, { ns: 'messages' }),
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
        {t(CUSTOMER_MESSAGES.addCustomer, { ns: 'messages' })}
      </Button>
    ) : null;

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Group gap="xs">
            {query.isFetching && data ? <Loader size="xs" aria-label={t('list.searching')} /> : null}
            {data ? (
              <Badge variant="light" size="lg" radius="sm">
                {t('list.total', { count: data.total, total: format.listTotal(data.total, data.totalIsExact) })}
              </Badge>
            ) : null}
            {addButton('', 'filled')}
          </Group>
        }
      />
      <Card p={0}>
        <DataList
          columns={customerColumns(t, open, list.items.length <= FEW_CUSTOMERS, rowActions)}
          rows={list.items}
          rowKey={(c) => c.id}
          rowLabel={(c) => c.name || t('details.number', { id: c.id })}
          loading={query.isPending}
          loadingLabel={t('list.loading')}
          error={query.isError ? errorMessage(query.error, t('list.failed')) : null}
          onRetry={() => void query.refetch()}
          emptyMessage={t(CUSTOMER_MESSAGES.noCustomers, { ns: 'messages' })}
          emptyAction={list.search ? addButton(list.search, 'light') : null}
          pager={list.pager}
          flush
        />
      </Card>
      <AddCustomer opened={adding !== null} onClose={() => setAdding(null)} search={adding?.search ?? ''} />
    </>
  );
}
