import { Badge, Card, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@shop/domain/contracts/staff-accounts';
import type { Profile } from '@shop/domain/contracts/accounts';
import { profileQueryOptions } from '@/api/profile';
import { roleLabels } from '@/lib/role-labels';
import { Isolate } from '@/components/ui/ltr';
import { PageHeader } from '@/components/ui/page-header';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useFormat, type Formatter } from '@/lib/i18n/format';
import { useListQuery } from '@/lib/list/use-list-query';
import { findStaffAccountsQueryOptions } from '../api/staff-accounts';
import { AccountActiveAction } from '../components/account-active-action';

const columns = (t: TFunction, format: Formatter, viewer: Profile | undefined): DataColumn<StaffAccount>[] => [
  {
    header: t('columns.name'),
    card: 'title',
    cell: (a) => (
      <Text size="sm" fw={600}>
        {a.first_name} {a.last_name}
      </Text>
    ),
  },
  {
    header: t('columns.email'),
    cell: (a) => (
      <Text size="sm" dir="ltr">
        {a.email}
      </Text>
    ),
  },
  { header: t('columns.role'), cell: (a) => <Text size="sm">{roleLabels(t)[a.role]}</Text> },
  {
    header: t('columns.lastLogin'),
    nowrap: true,
    cell: (a) => (
      <Text size="sm" c={a.last_login_at ? undefined : 'dimmed'}>
        {a.last_login_at ? <Isolate>{format.dateTime(a.last_login_at)}</Isolate> : t('never')}
      </Text>
    ),
  },
  {
    header: t('columns.status'),
    card: 'corner',
    cell: (a) =>
      a.active ? (
        <Badge color="court" variant="light">
          {t('status.active')}
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          {t('status.deactivated')}
        </Badge>
      ),
  },
  {
    header: t('columns.action'),
    align: 'right',
    card: 'footer',
    cell: (a) => (viewer ? <AccountActiveAction account={a} viewer={viewer} /> : null),
  },
];

/**
 * Staff: every account (active first) with its role and last login; an admin deactivates the account of someone
 * who left (their sessions end, they cannot log in, reset or register again) and can reactivate it.
 */
export default function StaffAccountsPage() {
  const { t } = useTranslation('staff-accounts');
  const format = useFormat();
  const viewer = useQuery(profileQueryOptions).data;
  const list = useListQuery({
    pageSize: 20,
    searchPlaceholder: t('list.search'),
    query: findStaffAccountsQueryOptions,
  });
  const accounts = list.query;
  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <Card>
        {accounts.data ? (
          <Text size="sm" c="dimmed" mb="md">
            {t('list.total', {
              count: accounts.data.total,
              total: format.listTotal(accounts.data.total, accounts.data.totalIsExact),
            })}
          </Text>
        ) : null}
        <DataList
          columns={columns(t, format, viewer)}
          rows={list.items}
          rowKey={(a) => a.id}
          rowLabel={(a) => `${a.first_name} ${a.last_name}`}
          loading={accounts.isPending}
          loadingLabel={t('list.loading')}
          error={accounts.isError ? errorMessage(accounts.error, t('list.loadFailed')) : null}
          onRetry={() => void accounts.refetch()}
          emptyMessage={list.search ? t('list.noMatch', { search: list.search }) : t('list.empty')}
          pager={list.pager}
          breakpoint="md"
          minWidth={860}
        />
      </Card>
    </>
  );
}
