import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CashUp, CashUpPaymentMethod, CashUpRefundMethod } from '@shop/domain/contracts/cash-up';
import { aed } from '@shop/domain/money';
import { useFormat } from '@/lib/i18n/format';
import { useStoreName } from '@/lib/i18n/stores';
import { ScrollTable } from './tables';

/** A column: its heading and each row's cell; the last column (the amount) at the end of the line. */
type Column<T> = [heading: string, cell: (row: T) => string];

function DocumentsCard<T>(props: {
  title: string;
  empty: string;
  rows: T[];
  rowKey(row: T): string;
  columns: Column<T>[];
}) {
  const last = props.columns.length - 1;
  return (
    <Card miw={0}>
      <Title order={2} size="h4" mb="sm">
        {props.title}
      </Title>
      {props.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      ) : (
        <ScrollTable label={props.title}>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map(([heading], i) => (
                <Table.Th key={heading} ta={i === last ? 'end' : undefined}>
                  {heading}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={props.rowKey(row)}>
                {props.columns.map(([heading, cell], i) => (
                  <Table.Td
                    key={heading}
                    ta={i === last ? 'end' : undefined}
                    style={{ whiteSpace: i === last ? 'nowrap' : undefined }}
                  >
                    {cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
    </Card>
  );
}

/** Every invoice and credit note of the day: the documents the figures add up. */
export function CashUpDocuments({ cashUp }: { cashUp: CashUp }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const storeName = useStoreName();
  const time = (iso: string) => format.dateTime(iso).slice(-5);
  const money = (amount: number) => format.money(aed(amount));
  const store = (value: string | null) => (value ? storeName(value) : '—');
  const methods: Record<CashUpPaymentMethod, string> = {
    online: t('cashUp.online'),
    'in-store': t('cashUp.inStore'),
    free: t('cashUp.freeMethod'),
  };
  const refunds: Record<CashUpRefundMethod, string> = { card: t('cashUp.toCard'), 'in-store': t('cashUp.inStore') };
  const statuses: Record<string, string> = {
    pending: t('cashUp.refundPending'),
    refunded: t('cashUp.refundDone'),
    failed: t('cashUp.refundFailed'),
    'due-in-store': t('cashUp.refundDueInStore'),
  };
  return (
    <>
      <DocumentsCard
        title={t('cashUp.invoices')}
        empty={t('cashUp.noInvoices')}
        rows={cashUp.invoices}
        rowKey={(i) => i.invoice_number}
        columns={[
          [t('cashUp.time'), (i) => time(i.at)],
          [t('cashUp.invoice'), (i) => i.invoice_number],
          [t('cashUp.customer'), (i) => i.customer_name],
          [t('cashUp.method'), (i) => methods[i.payment_method]],
          [t('cashUp.store'), (i) => store(i.store)],
          [t('cashUp.amount'), (i) => money(i.amount)],
        ]}
      />
      <DocumentsCard
        title={t('cashUp.creditNotes')}
        empty={t('cashUp.noCreditNotes')}
        rows={cashUp.credit_notes}
        rowKey={(n) => n.credit_note_number}
        columns={[
          [t('cashUp.time'), (n) => time(n.at)],
          [t('cashUp.creditNote'), (n) => n.credit_note_number],
          [t('cashUp.invoice'), (n) => n.invoice_number],
          [t('cashUp.customer'), (n) => n.customer_name],
          [t('cashUp.refund'), (n) => refunds[n.refund_method]],
          [t('cashUp.status'), (n) => statuses[n.refund_status] ?? n.refund_status],
          [t('cashUp.amount'), (n) => money(n.amount)],
        ]}
      />
    </>
  );
}
