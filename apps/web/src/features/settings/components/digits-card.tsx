import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { fils, formatAedIn } from '@shop/domain/money';
import { can } from '@shop/domain/policies';
import { SETTINGS_MESSAGES } from '@shop/domain/contracts/settings';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { useDigitsSetting, useSaveDigitsSetting } from '../api/digits';

const SAMPLE = fils(123450);

/** Arabic-Indic digits on Arabic screens: a superadmin changes it, an admin sees it. */
export function DigitsCard() {
  const { t } = useTranslation('settings');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const setting = useDigitsSetting();
  const save = useSaveDigitsSetting();
  const editable = can(getRole(), 'settings:edit');
  const value = setting.data?.arabic_digits ?? false;

  function onChange(next: boolean) {
    save.mutate(
      { arabic_digits: next },
      {
        onSuccess: () => notifications.show({ color: 'green', message: tm(SETTINGS_MESSAGES.saved) }),
        onError: (error) =>
          notifications.show({ color: 'red', message: tm(errorMessage(error, SETTINGS_MESSAGES.saveFailed)) }),
      },
    );
  }

  return (
    <Card component="section" aria-labelledby="digits-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="digits-title">
          {t('digits.title')}
        </Title>
        {setting.isPending ? <LoadingState /> : null}
        {setting.isError ? (
          <ErrorState message={tm(errorMessage(setting.error, SETTINGS_MESSAGES.loadFailed))} />
        ) : null}
        {setting.data ? (
          <>
            <Switch
              checked={value}
              disabled={!editable || save.isPending}
              onChange={(event) => onChange(event.currentTarget.checked)}
              label={t('digits.label')}
              description={t('digits.description', {
                latin: formatAedIn(SAMPLE, 'ar'),
                arab: formatAedIn(SAMPLE, 'ar', { digits: 'arab' }),
              })}
            />
            {!editable ? (
              <Text size="xs" c="dimmed">
                {t('digits.onlySuperadmin')}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
