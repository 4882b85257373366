import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected, IconRefresh } from '@tabler/icons-react';
import { SETTINGS_MESSAGES } from '@shop/domain/contracts/settings';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useStoreCheck } from '../api/check-store';
import { useTranslation } from 'react-i18next';
import { adapterLabels } from './adapter-labels';

/** The store adapter in use and a live check of its connection, with "Check again". */
export function StoreConnectionCard() {
  const { t } = useTranslation('settings');
  const check = useStoreCheck();
  const result = check.data;
  return (
    <Card component="section" aria-labelledby="store-connection-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconPlugConnected size={20} />
            <Title order={2} size="h4" id="store-connection-title">
              {t('connection.title')}
            </Title>
          </Group>
          {result && !check.isFetching ? (
            <Badge color={result.ok ? 'green' : 'red'} variant="light">
              {result.ok ? t('connection.connected') : t('connection.notConnected')}
            </Badge>
          ) : null}
        </Group>
        {check.isFetching ? <LoadingState label={t('connection.checking')} /> : null}
        {check.isError && !check.isFetching ? (
          <ErrorState message={t(errorMessage(check.error, SETTINGS_MESSAGES.checkFailed), { ns: 'messages' })} />
        ) : null}
        {result && !check.isFetching ? (
          <Stack gap={4}>
            <Text size="sm">
              <Text span c="dimmed">
                {t('connection.adapter')}{' '}
              </Text>
              {adapterLabels(t)[result.adapter]}
            </Text>
            {result.storeName ? (
              <Text size="sm">
                <Text span c="dimmed">
                  {t('connection.store')}{' '}
                </Text>
                {result.storeName}
              </Text>
            ) : null}
            <Text size="sm" c={result.ok ? undefined : 'red.8'} role={result.ok ? undefined : 'alert'}>
              {t(result.message, { ns: 'messages' })}
            </Text>
          </Stack>
        ) : null}
        <Group>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={check.isFetching}
            onClick={() => void check.refetch()}
          >
            {t('connection.checkAgain')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
