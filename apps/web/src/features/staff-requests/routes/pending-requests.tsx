import { Link } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import { Badge, Button, Card, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES, type StaffRequest } from '@shop/domain/contracts/accounts';
import { formatShopDate } from '@shop/domain/time';
import { ROLE_LABELS } from '@shop/domain/roles';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useStaffRequests } from '../api/find-staff-requests';
import { StaffRequestActions } from '../components/staff-request-actions';
import { StaffRequestCards } from '../components/staff-request-cards';
import { STATUS_COLOR } from '../components/status-color';

function RequestsTable({ items }: { items: StaffRequest[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Requested role</Table.Th>
            <Table.Th>Requested</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((r) => (
            <Table.Tr key={r.user_id}>
              <Table.Td fw={500}>
                {r.first_name} {r.last_name}
              </Table.Td>
              <Table.Td>{r.email}</Table.Td>
              <Table.Td>
                <Badge variant="outline" color="gray">
                  {ROLE_LABELS[r.requested_role]}
                </Badge>
              </Table.Td>
              <Table.Td>{formatShopDate(r.created_at)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[r.action]}>
                  {r.action}
                </Badge>
              </Table.Td>
              <Table.Td>
                {r.action === 'pending' ? (
                  <StaffRequestActions request={r} />
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function PendingRequestsPage() {
  const requests = useStaffRequests();
  const phone = useMediaQuery('(max-width: 48em)');
  const List = phone ? StaffRequestCards : RequestsTable;
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
      {requests.isPending ? <LoadingState /> : null}
      {requests.isError ? <ErrorState message={errorMessage(requests.error, 'Failed to load requests.')} /> : null}
      {requests.data ? (
        <>
          {pending.length === 0 ? (
            <Card mb="xl">
              <EmptyState message={ACCOUNT_MESSAGES.noPendingRequests} />
            </Card>
          ) : phone ? (
            <Stack mb="xl">
              <List items={pending} />
            </Stack>
          ) : (
            <Card padding={0} mb="xl">
              <List items={pending} />
            </Card>
          )}
          {decided.length > 0 ? (
            <>
              <Text fw={650} mb="sm">
                Recently decided
              </Text>
              {phone ? (
                <List items={decided} />
              ) : (
                <Card padding={0}>
                  <List items={decided} />
                </Card>
              )}
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}
