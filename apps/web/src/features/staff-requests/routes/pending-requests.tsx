import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { Button, Card, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES, type StaffRequest } from '@shop/domain/contracts/accounts';
import { PageHeader } from '@/components/ui/page-header';
import { DataList } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useStaffRequests } from '../api/find-staff-requests';
import { staffRequestColumns } from '../components/staff-request-columns';

const rowProps = {
  rowKey: (r: StaffRequest) => r.user_id,
  rowLabel: (r: StaffRequest) => `${r.first_name} ${r.last_name}`,
  breakpoint: 'md',
  minWidth: 720,
  flush: true,
} as const;

/** Pending Admin Approvals: the staff requests waiting for a decision, then the latest decided. */
export default function PendingRequestsPage() {
  const { t } = useTranslation('staff-requests');
  const format = useFormat();
  const columns = staffRequestColumns(t, format);
  const requests = useStaffRequests();
  const pending = requests.data?.filter((r) => r.action === 'pending') ?? [];
  const decided = requests.data?.filter((r) => r.action !== 'pending') ?? [];
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button component={Link} to="/dashboard" variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('page.back')}
          </Button>
        }
      />
      <Card padding={0} mb="xl">
        <DataList
          {...rowProps}
          columns={columns}
          rows={pending}
          loading={requests.isPending}
          loadingLabel={t('page.loading')}
          error={requests.isError ? errorMessage(requests.error, t('page.loadFailed')) : null}
          onRetry={() => void requests.refetch()}
          emptyMessage={t(ACCOUNT_MESSAGES.noPendingRequests, { ns: 'messages' })}
        />
      </Card>
      {decided.length > 0 ? (
        <>
          <Text fw={650} mb="sm">
            {t('page.recentlyDecided')}
          </Text>
          <Card padding={0}>
            <DataList
              {...rowProps}
              columns={columns}
              rows={decided}
              loading={false}
              loadingLabel=""
              error={null}
              emptyMessage=""
            />
          </Card>
        </>
      ) : null}
    </>
  );
}
