/** The price list as the shop reads it (`GET /Products`): numbers, not the database's strings. */
import type { PriceListAnswer } from 'shared-contracts/api/catalog-views';
import type { Db } from '../../platform/db/index';
import { listPriceRows, listPriceRowsOf } from './queries';

const toNumber = (value: string | number) => Number(value);

type PriceRow = Awaited<ReturnType<typeof listPriceRows>>[number];

function answerOf(rows: PriceRow[]): PriceListAnswer {
  const products: PriceListAnswer['products'] = {};
  for (const row of rows) {
    products[row.sku] = {
      price: toNumber(row.price),
      bestDiscountPercentage: toNumber(row.best_discount_percentage),
      bestDiscountedPrice: row.best_discounted_price === null ? null : toNumber(row.best_discounted_price),
      qtyOnHand: row.qty_on_hand,
    };
  }
  return { products };
}

/** The whole price list as `GET Products` answers it. */
export async function readPriceList(db: Db): Promise<PriceListAnswer> {
  return answerOf(await listPriceRows(db));
}

/** Price and stock of these skus only, as `GET Products/prices` answers it (unknown skus left out). */
export async function readPrices(db: Db, skus: readonly string[]): Promise<PriceListAnswer> {
  return answerOf(await listPriceRowsOf(db, skus));
}
