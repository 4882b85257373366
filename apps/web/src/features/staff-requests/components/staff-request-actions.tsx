import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { StaffRequest } from '@shop/domain/contracts/accounts';
import { MESSAGES } from '@shop/domain/messages';
import { errorMessage } from '@/lib/api-client';
import { useDecideStaffRequest, type Decision } from '../api/decide-staff-request';

/** Approve and Reject for one pending request; rejecting asks first. */
export function StaffRequestActions({ request }: { request: StaffRequest }) {
  const decide = useDecideStaffRequest();
  const busy = decide.isPending;

  function run(status: Decision) {
    decide.mutate(
      { adminId: request.user_id, status },
      {
        onSuccess: (result) =>
          notifications.show({ color: status === 'approved' ? 'court' : 'gray', message: result.message }),
        onError: (failure) =>
          notifications.show({
            color: 'red',
            title: 'Not done',
            message: errorMessage(failure, MESSAGES.somethingWentWrong),
          }),
      },
    );
  }

  function confirmReject() {
    modals.openConfirmModal({
      title: 'Reject this request?',
      children: (
        <Text size="sm">
          {request.first_name} {request.last_name} ({request.email}) will get a short email saying the request was not
          approved.
        </Text>
      ),
      labels: { confirm: 'Reject', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => run('rejected'),
    });
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        leftSection={<IconCheck size={14} />}
        loading={busy && decide.variables?.status === 'approved'}
        disabled={busy}
        onClick={() => run('approved')}
      >
        Approve
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconX size={14} />}
        disabled={busy}
        onClick={confirmReject}
      >
        Reject
      </Button>
    </Group>
  );
}
