import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SETTINGS_MESSAGES } from '@shop/domain/contracts/settings';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useSettingsOverview } from '../api/get-settings-overview';
import { useTranslation } from 'react-i18next';
import { adapterLabels } from './adapter-labels';

/** The outside services and the adapter each uses (set in the server's environment; no secrets shown). */
export function AdaptersCard() {
  const { t } = useTranslation('settings');
  const labels = adapterLabels(t);
  const overview = useSettingsOverview();
  const rows = overview.data
    ? [
        { label: t('adapters.store'), value: overview.data.store_adapter, setting: 'STORE_PROVIDER' },
        { label: t('adapters.payments'), value: overview.data.payments_adapter, setting: 'PAYMENT_PROVIDER' },
        { label: t('adapters.botCheck'), value: overview.data.bot_check_adapter, setting: 'BOT_CHECK' },
        { label: t('adapters.whatsapp'), value: overview.data.whatsapp_adapter, setting: 'WHATSAPP_TOKEN' },
      ]
    : [];
  return (
    <Card component="section" aria-labelledby="adapters-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="adapters-title">
          {t('adapters.title')}
        </Title>
        {overview.isPending ? <LoadingState label={t('adapters.loading')} /> : null}
        {overview.isError ? (
          <ErrorState message={t(errorMessage(overview.error, SETTINGS_MESSAGES.loadFailed), { ns: 'messages' })} />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {rows.map((row) => (
            <Stack key={row.label} gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {row.label}
              </Text>
              <Text fw={600}>{labels[row.value]}</Text>
              <Text size="xs" c="dimmed">
                {row.setting === 'WHATSAPP_TOKEN' ? row.setting : `${row.setting}=${row.value}`}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {overview.data?.bot_check_warning ? (
          <Alert color="red" title={t('adapters.botCheckWarning')}>
            {t(overview.data.bot_check_warning, { ns: 'messages' })}
          </Alert>
        ) : null}
        {overview.data?.payments_warning ? (
          <Alert color="red" title={t('adapters.paymentsWarning')}>
            {overview.data.payments_warning}
          </Alert>
        ) : null}
        {overview.data ? (
          <Text size="sm" data-testid="whatsapp-templates">
            {t('adapters.whatsappTemplates', overview.data.whatsapp_templates)}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('adapters.note')}
        </Text>
      </Stack>
    </Card>
  );
}
