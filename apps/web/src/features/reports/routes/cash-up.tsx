import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { useSearchParams } from 'react-router';
import { CASH_UP_MESSAGES, type CashUpQuery } from '@shop/domain/contracts/cash-up';
import { STORES, type Store } from '@shop/domain/pickup';
import { isCalendarDay, shopDate } from '@shop/domain/shop-days';
import { DateField } from '@/components/ui/date-field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useStoreName, useStoreOptions } from '@/lib/i18n/stores';
import { useCashUp, useDownloadCashUpCsv, usePrintCashUp } from '../api/cash-up';
import { CashUpDocuments } from '../components/cash-up-documents';
import { CashUpFigures } from '../components/cash-up-figures';

/** The day and store in the address (?date=&store=): today and every store when absent or not understood. */
function useCashUpQuery(): [CashUpQuery, (next: CashUpQuery) => void] {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? '';
  const store = params.get('store') ?? '';
  const query: CashUpQuery = {
    date: isCalendarDay(date) ? date : shopDate(),
    ...((STORES as readonly string[]).includes(store) ? { store: store as Store } : {}),
  };
  const set = (next: CashUpQuery) =>
    setParams({ date: next.date, ...(next.store ? { store: next.store } : {}) }, { replace: true });
  return [query, set];
}

/** /dashboard/reports/cash-up (admin and superadmin): one Dubai day's takings, printable and as CSV. */
export default function CashUpPage() {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const [query, setQuery] = useCashUpQuery();
  const storeOptions = useStoreOptions();
  const storeName = useStoreName();
  const cashUp = useCashUp(query);
  const print = usePrintCashUp();
  const csv = useDownloadCashUpCsv();
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: t(errorMessage(error, CASH_UP_MESSAGES.cashUpFailed), { ns: 'messages' }),
    });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('cashUp.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('cashUp.subtitle', {
            date: format.date(query.date),
            store: query.store ? storeName(query.store) : t('store.all'),
          })}
        </Text>
      </div>
      <Card>
        <Group gap="md" align="flex-end" wrap="wrap">
          <DateField
            label={t('cashUp.date')}
            value={query.date}
            max={shopDate()}
            clearable={false}
            onChange={(date) => date && setQuery({ ...query, date })}
          />
          <Select
            label={t('store.label')}
            value={query.store ?? ''}
            onChange={(store) => setQuery({ date: query.date, ...(store ? { store: store as Store } : {}) })}
            data={[{ value: '', label: t('store.all') }, ...storeOptions]}
            allowDeselect={false}
            w={220}
          />
          <Group gap="sm" ml="auto">
            <Button
              leftSection={<IconPrinter size={16} />}
              onClick={() => print.mutate(query, { onError: failed })}
              loading={print.isPending}
            >
              {t('cashUp.print')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => csv.mutate(query, { onError: failed })}
              loading={csv.isPending}
            >
              {t('downloadCsv')}
            </Button>
          </Group>
        </Group>
      </Card>
      {cashUp.isPending ? <LoadingState /> : null}
      {cashUp.isError ? (
        <ErrorState
          message={t(errorMessage(cashUp.error, CASH_UP_MESSAGES.cashUpFailed), { ns: 'messages' })}
          onRetry={() => void cashUp.refetch()}
        />
      ) : null}
      {cashUp.data ? (
        <Stack gap="lg" style={{ opacity: cashUp.isPlaceholderData ? 0.6 : 1 }} aria-busy={cashUp.isFetching}>
          <CashUpFigures cashUp={cashUp.data} />
          <Text size="sm" c="dimmed">
            {t('cashUp.note')}
          </Text>
          <CashUpDocuments cashUp={cashUp.data} />
        </Stack>
      ) : null}
    </Stack>
  );
}
