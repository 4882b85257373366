import { metresText } from '../lib/metres';
import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockEntryKind, StockItem, StockLedgerEntry } from '@shop/domain/contracts/stock';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import { useStockLedger } from '../api/stock';

/** A string's ledger: every entry with what, how much, who and when, newest first. */
export function LedgerDialog({ item, onClose }: { item: StockItem | null; onClose(): void }) {
  const { t } = useTranslation('stock');
  const ledger = useStockLedger(item?.string_id ?? null);
  const kinds: Record<StockEntryKind, string> = {
    received: t('stock.kind.received'),
    used: t('stock.kind.used'),
    returned: t('stock.kind.returned'),
    adjusted: t('stock.kind.adjusted'),
  };
  const format = useFormat();
  const columns: DataColumn<StockLedgerEntry>[] = [
    { header: t('stock.ledger.when'), cell: (e) => format.dateTime(e.at), card: 'title', nowrap: true },
    {
      header: t('stock.ledger.change'),
      cell: (e) => (
        <Text size="sm" fw={600} c={e.metres < 0 ? 'red.9' : undefined} dir="ltr">
          {metresText(e.metres, { sign: true })}
        </Text>
      ),
      align: 'right',
      card: 'corner',
      nowrap: true,
    },
    { header: t('stock.ledger.what'), cell: (e) => kinds[e.kind] },
    {
      header: t('stock.ledger.detail'),
      cell: (e) => (e.job_id !== null ? t('stock.ledger.job', { id: e.job_id }) : (e.reason ?? '')),
    },
    { header: t('stock.ledger.who'), cell: (e) => e.by ?? t('stock.ledger.system') },
  ];
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? t('stock.ledger.title', { name: item.name }) : ''}
      size="xl"
      centered
    >
      <DataList
        columns={columns}
        rows={ledger.data?.entries ?? []}
        rowKey={(e) => e.id}
        rowLabel={(e) => `${kinds[e.kind]} ${e.metres.toFixed(2)} m`}
        loading={ledger.isPending && item !== null}
        loadingLabel={t('stock.ledger.loading')}
        error={ledger.isError ? t(errorMessage(ledger.error, t('stock.loadFailed')), { ns: 'messages' }) : null}
        onRetry={() => void ledger.refetch()}
        emptyMessage={t('stock.ledger.empty')}
        minWidth={560}
      />
    </Modal>
  );
}
