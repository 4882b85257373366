import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { staffAccountChangeRefusal, type StaffAccount } from '@shop/domain/contracts/staff-accounts';
import type { Role } from '@shop/domain/roles';
import { MESSAGES } from '@shop/domain/messages';
import { errorMessage } from '@/lib/api-client';
import { useSetAccountActive } from '../api/staff-accounts';

/**
 * Deactivate (asks first, saying what happens) or Reactivate for one account. An action the viewer may not take
 * (their own account, a superadmin's for an admin) is not offered; the server decides anyway.
 */
export function AccountActiveAction({
  account,
  viewer,
}: {
  account: StaffAccount;
  viewer: { email: string; role: Role };
}) {
  const { t } = useTranslation('staff-accounts');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const change = useSetAccountActive();
  const self = account.email.toLowerCase() === viewer.email.toLowerCase();
  if (staffAccountChangeRefusal({ self, actorRole: viewer.role, targetRole: account.role })) return null;
  const name = `${account.first_name} ${account.last_name}`;

  function run(active: boolean) {
    change.mutate(
      { id: account.id, active },
      {
        onSuccess: (result) => notifications.show({ color: active ? 'court' : 'gray', message: tm(result.message) }),
        onError: (failure) =>
          notifications.show({
            color: 'red',
            title: t('actions.notDone'),
            message: tm(errorMessage(failure, MESSAGES.somethingWentWrong)),
          }),
      },
    );
  }

  if (!account.active)
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconUserCheck size={14} />}
        loading={change.isPending}
        onClick={() => run(true)}
      >
        {t('actions.reactivate')}
      </Button>
    );
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      leftSection={<IconUserOff size={14} />}
      loading={change.isPending}
      onClick={() =>
        modals.openConfirmModal({
          title: t('actions.deactivateTitle', { name }),
          children: <Text size="sm">{t('actions.deactivateBody', { name, email: account.email })}</Text>,
          labels: { confirm: t('actions.deactivate'), cancel: t('actions.cancel') },
          confirmProps: { color: 'red' },
          onConfirm: () => run(false),
        })
      }
    >
      {t('actions.deactivate')}
    </Button>
  );
}
