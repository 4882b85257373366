import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can } from '@shop/domain/policies';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { useSaveShopSettings, useShopSettings } from '../api/shop-settings';
import { ShopSettingsForm } from './shop-settings-form';

/** Which channel sends which message, the WhatsApp template names, and the shop details customers see. */
export function ShopSettingsCard() {
  const { t } = useTranslation('settings');
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  const editable = can(getRole(), 'settings:edit');
  const data = settings.data;
  return (
    <Card component="section" aria-labelledby="shop-settings-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="shop-settings-title">
            {t('shop.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('shop.description')} {data?.source === 'env' ? t('shop.fromEnv') : ''}{' '}
            {editable ? '' : t('onlySuperadmin')}
          </Text>
        </div>
        {settings.isPending ? <LoadingState label={t('shop.loading')} /> : null}
        {settings.isError ? (
          <ErrorState
            message={errorMessage(settings.error, t('shop.loadFailed'))}
            onRetry={() => void settings.refetch()}
          />
        ) : null}
        {save.isSuccess && !save.isPending ? (
          <Text size="sm" c="teal" role="status">
            {t('shop.saved')}
          </Text>
        ) : null}
        {data ? (
          <ShopSettingsForm
            key={data.updated_at ?? 'env'}
            initial={{
              name: data.name,
              channels: data.channels,
              whatsapp_templates: data.whatsapp_templates,
              hours: data.hours,
              address: data.address,
              phone: data.phone,
            }}
            editable={editable}
            saving={save.isPending}
            error={save.error}
            onSubmit={(values) => save.mutate(values)}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
