/** The catalog's child routes; each page's code is its own chunk (see page-modules.ts). */
import { lazy } from 'react';
import { Route, Routes } from '../shared/location';
import { pageModules } from './page-modules';

const HomePage = lazy(pageModules.home);
const CollectionPage = lazy(pageModules.collection);
const ProductPage = lazy(pageModules.product);
const SearchResultsPage = lazy(pageModules.search);
const LimitedEditionPage = lazy(pageModules.limitedEdition);
const AboutUsPage = lazy(pageModules.aboutUs);
const ContactUsPage = lazy(pageModules.contactUs);
const MediaLibraryPage = lazy(pageModules.mediaLibrary);
const SupportPage = lazy(pageModules.support);
const WarrantyPage = lazy(pageModules.warranty);
const FaqPage = lazy(pageModules.faq);
const ReviewsPage = lazy(pageModules.reviews);
const ResourcesPage = lazy(pageModules.resources);
const PatentsPage = lazy(pageModules.patents);
const CopyPage = lazy(pageModules.copy);
const RegistrationPage = lazy(pageModules.registration);
const StockAlertUnsubscribePage = lazy(pageModules.stockAlertUnsubscribe);
const BuilderPage = lazy(pageModules.builder);
const CatalogNotFound = lazy(pageModules.notFound);

export function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/product/:title" element={<ProductPage />} />
      <Route path="/product/:displayType/:documentId" element={<ProductPage />} />
      <Route path="/collection/:title" element={<CollectionPage />} />
      <Route path="/search/:query" element={<SearchResultsPage />} />
      <Route path="/limited-edition" element={<LimitedEditionPage />} />
      <Route path="/about-us" element={<AboutUsPage />} />
      <Route path="/contact-us" element={<ContactUsPage />} />
      <Route path="/media-library" element={<MediaLibraryPage />} />
      <Route path="/support" element={<SupportPage />} />
      <Route path="/warranty" element={<WarrantyPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/reviews" element={<ReviewsPage />} />
      <Route path="/resources" element={<ResourcesPage />} />
      <Route path="/patents" element={<PatentsPage />} />
      <Route path="/terms-of-service" element={<CopyPage fixedCopyId="terms" />} />
      <Route path="/copy/:copyId" element={<CopyPage />} />
      <Route path="/registration" element={<RegistrationPage />} />
      <Route path="/stock-alerts/unsubscribe" element={<StockAlertUnsubscribePage />} />
      <Route path="/3dbuilder" element={<BuilderPage />} />
      <Route path="*" element={<CatalogNotFound />} />
    </Routes>
  );
}
