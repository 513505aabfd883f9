export { slugify, storePages, storeProductGroups, storeProducts } from './queries';
export { contentRoutes } from './routes';
export { contentStoreIsEmpty, seedContentDocuments } from './seed';
export { contentMessages } from './service';
