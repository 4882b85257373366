import { metresText } from '../lib/metres';
import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { IconAdjustments, IconHistory, IconPackageImport, IconPencil } from '@tabler/icons-react';
import type { StockItem } from '@shop/domain/contracts/stock';
import { can } from '@shop/domain/policies';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { useStock } from '../api/stock';
import { ChangeStockDialog, type StockChangeMode } from '../components/change-stock-dialog';
import { LedgerDialog } from '../components/ledger-dialog';
import { StockStatusBadge } from '@/components/stock-status-badge';
import { ThresholdDialog } from '../components/threshold-dialog';

/** /dashboard/stock: each string's stock and status; admins receive string and adjust; everyone reads the ledger. */
export default function StockPage() {
  const { t } = useTranslation('stock');
  const stock = useStock();
  const canWrite = can(getRole(), 'stock:write');
  const [change, setChange] = useState<{ item: StockItem; mode: StockChangeMode } | null>(null);
  const [ledgerOf, setLedgerOf] = useState<StockItem | null>(null);
  const [thresholdOf, setThresholdOf] = useState<StockItem | null>(null);
  const columns = stockColumns(t, canWrite, {
    threshold: setThresholdOf,
    ledger: setLedgerOf,
    change: (item, mode) => setChange({ item, mode }),
  });
  return (
    <>
      <PageHeader title={t('stock.title')} description={t('stock.description')} />
      <Card withBorder radius="md" p={0}>
        <DataList
          columns={columns}
          rows={stock.data ?? []}
          rowKey={(s) => s.string_id}
          rowLabel={(s) => s.name}
          rowAttributes={(s) => ({ 'data-string-id': s.string_id })}
          loading={stock.isPending}
          loadingLabel={t('stock.loading')}
          error={stock.isError ? t(errorMessage(stock.error, t('stock.loadFailed')), { ns: 'messages' }) : null}
          onRetry={() => void stock.refetch()}
          emptyMessage={t('stock.empty')}
          minWidth={760}
          flush
        />
      </Card>
      <ChangeStockDialog item={change?.item ?? null} mode={change?.mode ?? 'receive'} onClose={() => setChange(null)} />
      <LedgerDialog item={ledgerOf} onClose={() => setLedgerOf(null)} />
      <ThresholdDialog item={thresholdOf} onClose={() => setThresholdOf(null)} />
    </>
  );
}

interface StockOpeners {
  threshold(item: StockItem): void;
  ledger(item: StockItem): void;
  change(item: StockItem, mode: StockChangeMode): void;
}

/** The stock's columns: string, status, metres, threshold (editable by admins), and the row's actions. */
function stockColumns(t: TFunction<'stock'>, canWrite: boolean, open: StockOpeners): DataColumn<StockItem>[] {
  return [
    { header: t('stock.column.string'), cell: (s) => <Text fw={600}>{s.name}</Text>, card: 'title' },
    {
      header: t('stock.column.status'),
      cell: (s) => <StockStatusBadge status={s.status} />,
      card: 'corner',
      nowrap: true,
    },
    {
      header: t('stock.column.metres'),
      cell: (s) => <span dir="ltr">{metresText(s.metres)}</span>,
      align: 'right',
      nowrap: true,
    },
    {
      header: t('stock.column.threshold'),
      cell: (s) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <span dir="ltr">{metresText(s.threshold)}</span>
          {canWrite ? (
            <Tooltip label={t('stock.threshold.button')}>
              <ActionIcon
                size="sm"
                variant="subtle"
                onClick={() => open.threshold(s)}
                aria-label={t('stock.threshold.open', { name: s.name })}
              >
                <IconPencil size={14} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
      align: 'right',
      nowrap: true,
    },
    {
      header: t('stock.column.actions'),
      hideHeader: true,
      card: 'footer',
      cell: (s) => <StockActions item={s} canWrite={canWrite} open={open} />,
    },
  ];
}

/** The ledger for everyone; Receive and Adjust for those who may write the stock. */
function StockActions({ item, canWrite, open }: { item: StockItem; canWrite: boolean; open: StockOpeners }) {
  const { t } = useTranslation('stock');
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconHistory size={14} />}
        onClick={() => open.ledger(item)}
        aria-label={t('stock.ledger.open', { name: item.name })}
      >
        {t('stock.ledger.button')}
      </Button>
      {canWrite ? (
        <>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPackageImport size={14} />}
            onClick={() => open.change(item, 'receive')}
            aria-label={t('stock.receive.open', { name: item.name })}
          >
            {t('stock.receive.button')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconAdjustments size={14} />}
            onClick={() => open.change(item, 'adjust')}
            aria-label={t('stock.adjust.open', { name: item.name })}
          >
            {t('stock.adjust.button')}
          </Button>
        </>
      ) : null}
    </Group>
  );
}
