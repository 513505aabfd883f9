/**
 * Where each catalog page's code lives. Each page is its own chunk, so `/` loads only the home
 * page's code and a product page only the product page's. The routes (React.lazy) and the
 * first-page prefetch share these loaders, and with them the one request per chunk.
 */
export const pageModules = {
  // Named: public/route-hints.json names these chunks, and the build writes their files there
  // (a server-rendered page links its chunk's stylesheet, so it is styled before the code runs).
  home: () => import(/* webpackChunkName: "page-home" */ '../features/home/HomePage'),
  collection: () => import(/* webpackChunkName: "page-collection" */ '../features/collection/CollectionPage'),
  product: () => import(/* webpackChunkName: "page-product" */ '../features/product/ProductPage'),
  search: () => import(/* webpackChunkName: "page-search" */ '../features/search/SearchResultsPage'),
  limitedEdition: () =>
    import(/* webpackChunkName: "page-limited-edition" */ '../features/limited-edition/LimitedEditionPage'),
  aboutUs: () => import(/* webpackChunkName: "page-about-us" */ '../features/content-pages/AboutUsPage'),
  contactUs: () => import(/* webpackChunkName: "page-contact-us" */ '../features/content-pages/ContactUsPage'),
  mediaLibrary: () => import(/* webpackChunkName: "page-media-library" */ '../features/content-pages/MediaLibraryPage'),
  support: () => import(/* webpackChunkName: "page-support" */ '../features/content-pages/SupportPage'),
  warranty: () => import(/* webpackChunkName: "page-warranty" */ '../features/content-pages/WarrantyPage'),
  faq: () => import(/* webpackChunkName: "page-faq" */ '../features/content-pages/FaqPage'),
  reviews: () => import(/* webpackChunkName: "page-reviews" */ '../features/content-pages/ReviewsPage'),
  resources: () => import(/* webpackChunkName: "page-resources" */ '../features/content-pages/ResourcesPage'),
  patents: () => import(/* webpackChunkName: "page-patents" */ '../features/content-pages/PatentsPage'),
  copy: () => import(/* webpackChunkName: "page-copy" */ '../features/content-pages/CopyPage'),
  registration: () =>
    import(/* webpackChunkName: "page-registration" */ '../features/product-registration/ProductRegistrationPage'),
  stockAlertUnsubscribe: () =>
    import(/* webpackChunkName: "page-stock-alerts" */ '../features/stock-alerts/StockAlertUnsubscribePage'),
  builder: () => import(/* webpackChunkName: "page-builder" */ '../features/builder/BuilderPage'),
  notFound: () => import('./CatalogNotFound'),
};
