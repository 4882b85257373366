import { useState } from 'react';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { can } from '@shop/domain/policies';
import { SETTINGS_MESSAGES, type StoreSettings } from '@shop/domain/contracts/settings';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { getRole } from '@/lib/session';
import { useStoreSettings } from '../api/get-store-settings';
import { useSaveStoreSettings } from '../api/save-store-settings';

function sourceText(t: TFunction, source: StoreSettings['source']): string {
  const texts: Record<StoreSettings['source'], string> = {
    setting: t('pricing.source.setting', { ns: 'settings' }),
    store: t('pricing.source.store', { ns: 'settings' }),
    default: t('pricing.source.default', { ns: 'settings' }),
  };
  return texts[source];
}

/** Whether catalogue prices include VAT: a superadmin changes it, an admin sees it. */
export function StorePricingCard() {
  const { t } = useTranslation('settings');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const settings = useStoreSettings();
  const save = useSaveStoreSettings();
  const [refusal, setRefusal] = useState<string | null>(null);
  const editable = can(getRole(), 'settings:edit');
  const value = settings.data?.prices_include_vat ?? true;

  async function onChange(next: boolean) {
    setRefusal(null);
    try {
      await save.mutateAsync({ prices_include_vat: next });
      notifications.show({ color: 'green', message: tm(SETTINGS_MESSAGES.saved) });
    } catch (error) {
      setRefusal(tm(errorMessage(error, SETTINGS_MESSAGES.saveFailed)));
    }
  }

  return (
    <Card component="section" aria-labelledby="store-pricing-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="store-pricing-title">
          {t('pricing.title')}
        </Title>
        {settings.isPending ? <LoadingState label={t('pricing.loading')} /> : null}
        {settings.isError ? (
          <ErrorState message={tm(errorMessage(settings.error, SETTINGS_MESSAGES.loadFailed))} />
        ) : null}
        {settings.data ? (
          <>
            <Switch
              checked={value}
              disabled={!editable || save.isPending}
              onChange={(event) => void onChange(event.currentTarget.checked)}
              label={t('pricing.label')}
              description={value ? t('pricing.included') : t('pricing.added')}
            />
            <Text size="xs" c="dimmed">
              {sourceText(t, settings.data.source)} {t('pricing.appliesFromNow')}
            </Text>
            {!editable ? (
              <Text size="xs" c="dimmed">
                {t('onlySuperadmin')}
              </Text>
            ) : null}
            {refusal ? (
              <Text size="sm" c="red.8" role="alert">
                {refusal}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
