export { catalogRowsOf } from './catalog-rows';
export {
  type FirearmFacts,
  firearmFactsOf,
  getSkuDetails,
  storeCatalogSkus,
  storePriceList,
  takeStock,
} from './queries';
export { catalogRoutes } from './routes';
export { seedCatalog } from './seed';
export { readPriceList, readPrices } from './service';
export { type SkuDetails, type SkuDetailsRow, skuDetailsOf } from './sku-details';
