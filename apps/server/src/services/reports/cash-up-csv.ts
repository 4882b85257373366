import { CASH_UP_CSV_COLUMNS, type CashUp, type CashUpCounted } from '@shop/domain/contracts/cash-up';
import { aed } from '@shop/domain/money';
import { SHOP_TIME_ZONE } from '@shop/domain/shop-days';
import { csvDocument, csvNumber, type CsvCell } from '../../lib/csv';
import { aedCell } from './jobs-csv';

const amount = (value: number) => csvNumber(aedCell(aed(value)));

/** A time in Dubai as the jobs CSV writes it: 2026-03-01 14:05. */
const dubai = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * The cash-up as CSV (csvDocument: formulas neutralised): one row per invoice (its amount) and per credit note (its
 * amount negative), so the Amount column adds up to the net takings; then one row per figure (Type "Total").
 */
export function cashUpCsv(c: CashUp): string {
  const documents: CsvCell[][] = [
    ...c.invoices.map((i) => [
      'Invoice',
      i.invoice_number,
      i.invoice_number,
      dubai(i.at),
      i.customer_name,
      i.store ?? '',
      i.payment_method,
      '',
      amount(i.amount),
      '',
    ]),
    ...c.credit_notes.map((n) => [
      'Credit note',
      n.credit_note_number,
      n.invoice_number,
      dubai(n.at),
      n.customer_name,
      n.store ?? '',
      n.refund_method,
      n.refund_status,
      amount(-n.amount),
      '',
    ]),
  ];
  const total = (name: string, figure: CashUpCounted | number): CsvCell[] => [
    'Total',
    name,
    '',
    c.date,
    '',
    c.store ?? 'All stores',
    '',
    '',
    typeof figure === 'number' ? amount(figure) : amount(figure.amount),
    typeof figure === 'number' ? '' : csvNumber(figure.count),
  ];
  const count = (name: string, n: number): CsvCell[] => [...total(name, 0).slice(0, 8), '', csvNumber(n)];
  return csvDocument(CASH_UP_CSV_COLUMNS, [
    ...documents,
    total('Payments online card', c.payments.online),
    total('Payments in store', c.payments.in_store),
    total('Payments free', c.payments.free),
    total('Payments total', c.payments.total),
    total('Refunds to card', c.refunds.card),
    total('Refunds in store', c.refunds.in_store),
    total('Refunds total', c.refunds.total),
    total('Net takings card', c.net_by_method.card),
    total('Net takings in store', c.net_by_method.in_store),
    total('Net takings', c.net_takings),
    total('Voided held payments', c.voids),
    total('Free services', c.free_services),
    count('Jobs received', c.jobs.received),
    count('Jobs ready', c.jobs.ready),
    count('Jobs collected', c.jobs.collected),
  ]);
}
