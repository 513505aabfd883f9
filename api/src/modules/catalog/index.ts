export { getSkuDetails, readPriceList, type SkuDetails, takeStock } from './service';
export { catalogRowsOf, storeCatalogSkus, storePriceList } from './store';
