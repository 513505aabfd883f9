/**
 * Where each catalog page's code lives. Each page is its own chunk, so `/` loads only the home
 * page's code and a product page only the product page's. The routes (React.lazy) and the
 * first-page prefetch share these loaders, and with them the one request per chunk.
 */
export const pageModules = {
  // Named: public/route-hints.json names these chunks, and the build writes their files there.
  home: () => import(/* webpackChunkName: "page-home" */ '../features/home/HomePage'),
  collection: () => import(/* webpackChunkName: "page-collection" */ '../features/collection/CollectionPage'),
  product: () => import(/* webpackChunkName: "page-product" */ '../features/product/ProductPage'),
  search: () => import('../features/search/SearchResultsPage'),
  limitedEdition: () => import('../features/limited-edition/LimitedEditionPage'),
  aboutUs: () => import('../features/content-pages/AboutUsPage'),
  contactUs: () => import('../features/content-pages/ContactUsPage'),
  mediaLibrary: () => import('../features/content-pages/MediaLibraryPage'),
  support: () => import('../features/content-pages/SupportPage'),
  warranty: () => import('../features/content-pages/WarrantyPage'),
  faq: () => import('../features/content-pages/FaqPage'),
  reviews: () => import('../features/content-pages/ReviewsPage'),
  resources: () => import('../features/content-pages/ResourcesPage'),
  patents: () => import('../features/content-pages/PatentsPage'),
  copy: () => import('../features/content-pages/CopyPage'),
  registration: () => import('../features/product-registration/ProductRegistrationPage'),
  stockAlertUnsubscribe: () => import('../features/stock-alerts/StockAlertUnsubscribePage'),
  builder: () => import('../features/builder/BuilderPage'),
  notFound: () => import('./CatalogNotFound'),
};
