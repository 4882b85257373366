/**
 * An invoice's status in the lists (docs/decisions/revenue.md): the tax invoice stays as issued ("paid"); the lists say
 * how much of it credit notes gave back: all of it "refunded", part of it "partly-refunded".
 */
export type InvoiceListStatus = 'paid' | 'partly-refunded' | 'refunded' | (string & {});

export function invoiceListStatus(issued: string, amountFils: number, creditedFils: number): InvoiceListStatus {
  if (creditedFils <= 0) return issued;
  return creditedFils >= amountFils ? 'refunded' : 'partly-refunded';
}
