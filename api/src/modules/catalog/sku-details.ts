/** A sku as the cart and checkout price and check it: catalogue row plus price-list row. */
import type {
  AmmunitionClass,
  ComplianceAttributes,
  ItemClass,
  MagazinePlatform,
  NfaKind,
  RosterStatus,
} from 'shared-contracts/domain/compliance';
import type { CatalogSkuOption } from '../../platform/db/tables/platform';

export interface SkuDetails {
  sku: string;
  productName: string;
  /** `/product/<slug>` */
  productUrl: string;
  imageUrl: string;
  options: CatalogSkuOption[];
  isFflItem: boolean;
  isReceiverItem: boolean;
  restrictedStates: string[];
  restrictedZips: string[];
  /** Original unit price. */
  price: number;
  /** What is charged: the discounted price when there is one, else `price`. */
  finalPrice: number;
  qtyOnHand: number;
  /** The product's add-ons' prices by add-on id. */
  addOnPrices: Record<string, number>;
  /** What the item is as the compliance rules read it (issue 30), read with the rest of the line. */
  compliance: ComplianceAttributes;
}

/** The catalogue and price-list columns a SkuDetails is made of (as read by skuDetailsOf). */
export interface SkuDetailsRow {
  sku: string;
  product_title: string;
  product_slug: string;
  image_url: string | null;
  options: CatalogSkuOption[];
  is_ffl_item: boolean;
  is_receiver_item: boolean;
  restricted_states: string[];
  restricted_zips: string[];
  price: string | number;
  best_discounted_price: string | number | null;
  qty_on_hand: number;
  /** Absent on a row read before migration 012's cart_lines. */
  add_on_prices?: Record<string, number | string> | null;
  /** The compliance columns (migration 013; cart_lines answers them from migration 019). */
  item_class: ItemClass;
  ammunition_class: AmmunitionClass | null;
  magazine_capacity: number | null;
  magazine_platform: MagazinePlatform | null;
  nfa_kind: NfaKind | null;
  roster_status: RosterStatus | null;
}

const toNumber = (value: string | number) => Number(value);

export function skuDetailsOf(row: SkuDetailsRow): SkuDetails {
  const price = toNumber(row.price);
  const discounted = row.best_discounted_price === null ? null : toNumber(row.best_discounted_price);
  return {
    sku: row.sku,
    productName: row.product_title,
    productUrl: `/product/${row.product_slug}`,
    imageUrl: row.image_url ?? '',
    options: row.options,
    isFflItem: row.is_ffl_item,
    isReceiverItem: row.is_receiver_item,
    restrictedStates: row.restricted_states,
    restrictedZips: row.restricted_zips,
    price,
    finalPrice: discounted ?? price,
    qtyOnHand: row.qty_on_hand,
    addOnPrices: Object.fromEntries(
      Object.entries(row.add_on_prices ?? {}).map(([id, price]) => [id, toNumber(price)]),
    ),
    compliance: {
      itemClass: row.item_class,
      ammunitionClass: row.ammunition_class,
      magazineCapacity: row.magazine_capacity,
      magazinePlatform: row.magazine_platform,
      nfaKind: row.nfa_kind,
      rosterStatus: row.roster_status,
    },
  };
}
