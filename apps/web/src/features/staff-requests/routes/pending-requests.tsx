import { Link } from 'react-router';
import { Button, Card, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES, type StaffRequest } from '@shop/domain/contracts/accounts';
import { PageHeader } from '@/components/ui/page-header';
import { DataList } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useStaffRequests } from '../api/find-staff-requests';
import { staffRequestColumns } from '../components/staff-request-columns';

const rowProps = {
  columns: staffRequestColumns,
  rowKey: (r: StaffRequest) => r.user_id,
  rowLabel: (r: StaffRequest) => `${r.first_name} ${r.last_name}`,
  breakpoint: 'md',
  minWidth: 720,
  flush: true,
} as const;

/** Pending Admin Approvals: the staff requests waiting for a decision, then the latest decided. */
export default function PendingRequestsPage() {
  const requests = useStaffRequests();
  const pending = requests.data?.filter((r) => r.action === 'pending') ?? [];
  const decided = requests.data?.filter((r) => r.action !== 'pending') ?? [];
  return (
    <>
      <PageHeader
        title="Pending Admin Approvals"
        description="Staff registration requests. Approving emails a link to set a password."
        actions={
          <Button component={Link} to="/dashboard" variant="default" leftSection={<IconArrowLeft size={16} />}>
            Back to Dashboard
          </Button>
        }
      />
      <Card padding={0} mb="xl">
        <DataList
          {...rowProps}
          rows={pending}
          loading={requests.isPending}
          loadingLabel="Loading…"
          error={requests.isError ? errorMessage(requests.error, 'Failed to load requests.') : null}
          onRetry={() => void requests.refetch()}
          emptyMessage={ACCOUNT_MESSAGES.noPendingRequests}
        />
      </Card>
      {decided.length > 0 ? (
        <>
          <Text fw={650} mb="sm">
            Recently decided
          </Text>
          <Card padding={0}>
            <DataList {...rowProps} rows={decided} loading={false} loadingLabel="" error={null} emptyMessage="" />
          </Card>
        </>
      ) : null}
    </>
  );
}
