/**
 * The shop's service catalogue, fixed in the product (docs/product/rules.md#catalogue): strings and grips.
 *
 * Every product appears twice, once per service type, and each entry has its own id: the
 * Regular entry carries the product's base price, the Express entry carries the same base price
 * plus `priceDifference`. A booking names one entry id, so the id alone fixes the product, the
 * service type and the price. Prices here are AED as the API shows them; sums are made in fils
 * by pricing.ts.
 *
 * Ids: Regular strings 1..99, Express strings 101..199 (express id = regular id + 100); the same
 * scheme for grips. Grips with no express service (leather) have no Express entry.
 */

export const SERVICE_TYPES = ['Regular', 'Express'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The catalogue's stock words; the server fills them from the string stock (contracts/stock.ts). */
export const STOCK_STATUSES = ['In Stock', 'Low Stock', 'Out of Stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export interface StringEntry {
  string_id: number;
  name: string;
  brand: string;
  type: ServiceType;
  /** AED; the product's regular price (also on the Express entry). */
  basePrice: number;
  /** AED added for express service; only on the Express entry. */
  priceDifference?: number;
  stockStatus: StockStatus;
}

/** Base grips replace the racket's grip; overgrips wrap over it; "own" is the customer's own grip. */
export const GRIP_CATEGORIES = ['base', 'overgrip', 'own'] as const;
export type GripCategory = (typeof GRIP_CATEGORIES)[number];

export interface GripEntry {
  grip_id: number;
  name: string;
  type: ServiceType;
  /** AED; the product's regular price (also on the Express entry). */
  basePrice: number;
  /** AED added for express service; only on the Express entry. */
  priceDifference?: number;
  category: GripCategory;
}

export const EXPRESS_ID_OFFSET = 100;
export const STRING_EXPRESS_DIFFERENCE = 25;
export const GRIP_EXPRESS_DIFFERENCE = 15;
export const OWN_GRIP_EXPRESS_DIFFERENCE = 10;
export const BRING_OWN_STRING_ID = 12;
export const BRING_OWN_GRIP_ID = 11;

type StringProduct = { id: number; name: string; brand: string; basePrice: number; stockStatus: StockStatus };

const STRING_PRODUCTS: readonly StringProduct[] = [
  { id: 1, name: 'Prince Synthetic Gut Duraflex 16', brand: 'Prince', basePrice: 120, stockStatus: 'In Stock' },
  { id: 2, name: 'Head Lynx Tour 1.25', brand: 'Head', basePrice: 150, stockStatus: 'In Stock' },
  { id: 3, name: 'Yonex Poly Tour Pro 1.25', brand: 'Yonex', basePrice: 160, stockStatus: 'In Stock' },
  { id: 4, name: 'Solinco Tour Bite 1.25', brand: 'Solinco', basePrice: 165, stockStatus: 'Low Stock' },
  { id: 5, name: 'Solinco Hyper-G 1.25', brand: 'Solinco', basePrice: 170, stockStatus: 'In Stock' },
  { id: 6, name: 'Wilson NXT 16', brand: 'Wilson', basePrice: 180, stockStatus: 'In Stock' },
  { id: 7, name: 'Babolat RPM Blast 1.25', brand: 'Babolat', basePrice: 185, stockStatus: 'In Stock' },
  { id: 8, name: 'Tecnifibre X-One Biphase 1.30', brand: 'Tecnifibre', basePrice: 190, stockStatus: 'In Stock' },
  { id: 9, name: 'Luxilon ALU Power 1.25', brand: 'Luxilon', basePrice: 195, stockStatus: 'In Stock' },
  {
    id: 10,
    name: "Wilson Champion's Choice Duo (Gut/ALU Power)",
    brand: 'Wilson',
    basePrice: 220,
    stockStatus: 'Low Stock',
  },
  { id: 11, name: 'Babolat Touch VS Natural Gut 1.30', brand: 'Babolat', basePrice: 225, stockStatus: 'Low Stock' },
  { id: BRING_OWN_STRING_ID, name: 'Bring Own String', brand: 'Customer', basePrice: 75, stockStatus: 'In Stock' },
];

export const STRINGS: readonly StringEntry[] = STRING_PRODUCTS.flatMap((p): StringEntry[] => [
  {
    string_id: p.id,
    name: p.name,
    brand: p.brand,
    type: 'Regular',
    basePrice: p.basePrice,
    stockStatus: p.stockStatus,
  },
  {
    string_id: p.id + EXPRESS_ID_OFFSET,
    name: p.name,
    brand: p.brand,
    type: 'Express',
    basePrice: p.basePrice,
    priceDifference: STRING_EXPRESS_DIFFERENCE,
    stockStatus: p.stockStatus,
  },
]);

type GripProduct = { id: number; name: string; basePrice: number; category: GripCategory; express: number | null };

const GRIP_PRODUCTS: readonly GripProduct[] = [
  { id: 1, name: 'Babolat Syntec Pro', basePrice: 70, category: 'base', express: GRIP_EXPRESS_DIFFERENCE },
  { id: 2, name: 'Head Hydrosorb Pro', basePrice: 72, category: 'base', express: GRIP_EXPRESS_DIFFERENCE },
  { id: 3, name: 'Tecnifibre X-Tra Feel', basePrice: 68, category: 'base', express: GRIP_EXPRESS_DIFFERENCE },
  {
    id: 4,
    name: 'Yonex Synthetic Leather Tour Grip',
    basePrice: 74,
    category: 'base',
    express: GRIP_EXPRESS_DIFFERENCE,
  },
  // Real leather needs a slow, careful fit: the shop does not offer it as express.
  { id: 5, name: 'Wilson Premium Leather Grip', basePrice: 79, category: 'base', express: null },
  { id: 6, name: 'Wilson Pro Overgrip', basePrice: 65, category: 'overgrip', express: GRIP_EXPRESS_DIFFERENCE },
  { id: 7, name: 'Tourna Grip Original', basePrice: 67, category: 'overgrip', express: GRIP_EXPRESS_DIFFERENCE },
  { id: 8, name: 'Yonex Super Grap', basePrice: 65, category: 'overgrip', express: GRIP_EXPRESS_DIFFERENCE },
  {
    id: 9,
    name: 'Babolat VS Original Overgrip',
    basePrice: 69,
    category: 'overgrip',
    express: GRIP_EXPRESS_DIFFERENCE,
  },
  { id: 10, name: 'Head Prime Tour Overgrip', basePrice: 66, category: 'overgrip', express: GRIP_EXPRESS_DIFFERENCE },
  {
    id: BRING_OWN_GRIP_ID,
    name: 'Bring Own Grip',
    basePrice: 20,
    category: 'own',
    express: OWN_GRIP_EXPRESS_DIFFERENCE,
  },
];

export const GRIPS: readonly GripEntry[] = GRIP_PRODUCTS.flatMap((p): GripEntry[] => {
  const regular: GripEntry = {
    grip_id: p.id,
    name: p.name,
    type: 'Regular',
    basePrice: p.basePrice,
    category: p.category,
  };
  if (p.express === null) return [regular];
  return [
    regular,
    {
      grip_id: p.id + EXPRESS_ID_OFFSET,
      name: p.name,
      type: 'Express',
      basePrice: p.basePrice,
      priceDifference: p.express,
      category: p.category,
    },
  ];
});

export function findString(stringId: number | null | undefined): StringEntry | undefined {
  return STRINGS.find((s) => s.string_id === stringId);
}

export function findGrip(gripId: number | null | undefined): GripEntry | undefined {
  return GRIPS.find((g) => g.grip_id === gripId);
}

/** The entry of the same string product in the other service type (strings always have both). */
export function stringVariant(stringId: number, type: ServiceType): StringEntry | undefined {
  const entry = findString(stringId);
  if (!entry) return undefined;
  const regularId = entry.type === 'Express' ? entry.string_id - EXPRESS_ID_OFFSET : entry.string_id;
  return findString(type === 'Express' ? regularId + EXPRESS_ID_OFFSET : regularId);
}

/** The entry of the same grip product in the other service type, if the shop offers it. */
export function gripVariant(gripId: number, type: ServiceType): GripEntry | undefined {
  const entry = findGrip(gripId);
  if (!entry) return undefined;
  const regularId = entry.type === 'Express' ? entry.grip_id - EXPRESS_ID_OFFSET : entry.grip_id;
  return findGrip(type === 'Express' ? regularId + EXPRESS_ID_OFFSET : regularId);
}

/** String products once each (their Regular entries), for pickers that choose the type apart. */
export const STRING_PRODUCTS_LIST: readonly StringEntry[] = STRINGS.filter((s) => s.type === 'Regular');

/**
 * The strings most restrings at the counter use, offered as one-click picks on the booking form
 * (docs/decisions/counter.md). Regular product ids; the form keeps the chosen service type.
 */
export const QUICK_PICK_STRING_IDS = [9, 7, 5, 1] as const;
