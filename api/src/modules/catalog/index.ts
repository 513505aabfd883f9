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
  claimReservation,
  releaseReservation,
  reserveStock,
  type StockWant,
  sweepStaleReservations,
} from './stock-reservations';
