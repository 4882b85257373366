import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { StaffRequest } from '@shop/domain/contracts/accounts';
import { MESSAGES } from '@shop/domain/messages';
import { errorMessage } from '@/lib/api-client';
import { useDecideStaffRequest, type Decision } from '../api/decide-staff-request';

/** Approve and Reject for one pending request; rejecting asks first. */
export function StaffRequestActions({ request }: { request: StaffRequest }) {
  const { t } = useTranslation('staff-requests');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const decide = useDecideStaffRequest();
  const busy = decide.isPending;

  function run(status: Decision) {
    decide.mutate(
      { adminId: request.user_id, status },
      {
        onSuccess: (result) =>
          notifications.show({ color: status === 'approved' ? 'court' : 'gray', message: tm(result.message) }),
        onError: (failure) =>
          notifications.show({
            color: 'red',
            title: t('actions.notDone'),
            message: tm(errorMessage(failure, MESSAGES.somethingWentWrong)),
          }),
      },
    );
  }

  function confirmReject() {
    modals.openConfirmModal({
      title: t('actions.rejectTitle'),
      children: (
        <Text size="sm">
          {t('actions.rejectBody', { name: `${request.first_name} ${request.last_name}`, email: request.email })}
        </Text>
      ),
      labels: { confirm: t('actions.reject'), cancel: t('actions.cancel') },
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
        {t('actions.approve')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconX size={14} />}
        disabled={busy}
        onClick={confirmReject}
      >
        {t('actions.reject')}
      </Button>
    </Group>
  );
}
