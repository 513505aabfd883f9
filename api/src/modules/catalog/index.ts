export { catalogRowsOf } from './catalog-rows';
export {
  type FirearmFacts,
  firearmFactsOf,
  getSkuDetails,
  storeCatalogSkus,
  storePriceList,
} from './queries';
export { catalogRoutes } from './routes';
export { seedCatalog } from './seed';
export { readPriceList, readPrices } from './service';
export { type SkuDetails, type SkuDetailsRow, skuDetailsOf } from './sku-details';
export {
  type ReservationRow,
  releaseReservation,
  reservationOf,
  reserveStock,
  reserveStockStatement,
  type StockWant,
  type StockWants,
  sweepStaleReservations,
} from './stock-reservations';
