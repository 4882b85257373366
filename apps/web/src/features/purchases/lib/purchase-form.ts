import { PURCHASE_MESSAGES, hasAtMostTwoDecimals, type PurchaseRow } from '@shop/domain/contracts/purchases';

/** The Add Purchases form: number inputs hold '' until typed. */
export interface PurchaseFormRow {
  /** Stable React key of the block. */
  key: string;
  product_id: number | string;
  product_name: string;
  price: number | string;
  quantity: number | string;
  purchase_date: string;
}
export interface PurchaseFormValues {
  purchases: PurchaseFormRow[];
}

let nextKey = 0;
export const emptyPurchase = (today: string): PurchaseFormRow => ({
  key: `purchase-${(nextKey += 1)}`,
  product_id: '',
  product_name: '',
  price: '',
  quantity: 1,
  purchase_date: today,
});

const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

/** Per-field messages for one block, the same sentences as the server's. */
export function validatePurchaseRow(
  row: PurchaseFormRow,
  today: string,
): Partial<Record<Exclude<keyof PurchaseFormRow, 'key'>, string>> {
  const errors: Partial<Record<Exclude<keyof PurchaseFormRow, 'key'>, string>> = {};
  if (isBlank(row.product_id)) errors.product_id = PURCHASE_MESSAGES.productIdRequired;
  else if (!Number.isInteger(Number(row.product_id)) || Number(row.product_id) <= 0)
    errors.product_id = PURCHASE_MESSAGES.productIdInvalid;
  if (!row.product_name.trim()) errors.product_name = PURCHASE_MESSAGES.productNameRequired;
  if (isBlank(row.price)) errors.price = PURCHASE_MESSAGES.priceRequired;
  else if (!(Number(row.price) >= 0 && Number(row.price) <= 1_000_000) || !hasAtMostTwoDecimals(Number(row.price)))
    errors.price = PURCHASE_MESSAGES.priceInvalid;
  if (isBlank(row.quantity)) errors.quantity = PURCHASE_MESSAGES.quantityRequired;
  else if (!Number.isInteger(Number(row.quantity)) || Number(row.quantity) < 1 || Number(row.quantity) > 100)
    errors.quantity = PURCHASE_MESSAGES.quantityInvalid;
  if (!row.purchase_date) errors.purchase_date = PURCHASE_MESSAGES.dateRequired;
  else if (row.purchase_date > today) errors.purchase_date = PURCHASE_MESSAGES.dateInFuture;
  return errors;
}

export function toPurchaseRows(values: PurchaseFormValues): PurchaseRow[] {
  return values.purchases.map((row) => ({
    product_id: Number(row.product_id),
    product_name: row.product_name.trim(),
    price: Number(row.price),
    quantity: Number(row.quantity),
    purchase_date: row.purchase_date,
  }));
}
