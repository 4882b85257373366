import type { PurchaseCategory } from '@shop/domain/purchase-category';

/**
 * The Add Purchases form: number inputs hold '' until typed, the category '' until chosen or filled
 * from the store catalogue. The rules are the domain's (addPurchasesFormSchema).
 */
export interface PurchaseFormRow {
  /** Stable React key of the block. */
  key: string;
  product_id: number | string;
  product_name: string;
  price: number | string;
  quantity: number | string;
  purchase_date: string;
  category: PurchaseCategory | '';
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
  category: '',
});
