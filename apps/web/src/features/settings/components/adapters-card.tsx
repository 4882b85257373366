import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SETTINGS_MESSAGES } from '@shop/domain/contracts/settings';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useSettingsOverview } from '../api/get-settings-overview';
import { ADAPTER_LABELS } from './adapter-labels';

/** The outside services and the adapter each uses (set in the server's environment; no secrets shown). */
export function AdaptersCard() {
  const overview = useSettingsOverview();
  const rows = overview.data
    ? [
        { label: 'Online store', value: overview.data.store_adapter, setting: 'STORE_PROVIDER' },
        { label: 'Card payments', value: overview.data.payments_adapter, setting: 'PAYMENT_PROVIDER' },
        { label: 'Bot check (login)', value: overview.data.bot_check_adapter, setting: 'BOT_CHECK' },
      ]
    : [];
  return (
    <Card component="section" aria-labelledby="adapters-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="adapters-title">
          Services in use
        </Title>
        {overview.isPending ? <LoadingState label="Loading the services…" /> : null}
        {overview.isError ? <ErrorState message={errorMessage(overview.error, SETTINGS_MESSAGES.loadFailed)} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {rows.map((row) => (
            <Stack key={row.label} gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {row.label}
              </Text>
              <Text fw={600}>{ADAPTER_LABELS[row.value]}</Text>
              <Text size="xs" c="dimmed">
                {row.setting}={row.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {overview.data?.bot_check_warning ? (
          <Alert color="red" title="Bot check misconfigured">
            {overview.data.bot_check_warning}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          These are chosen in the server&apos;s environment; keys and tokens are never shown here.
        </Text>
      </Stack>
    </Card>
  );
}
