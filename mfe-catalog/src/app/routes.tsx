/**
 * The catalog's child routes. Each page is its own chunk (React.lazy), so `/` loads only the home
 * page's code and a product page only the product page's.
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const HomePage = lazy(() => import('../features/home/HomePage'));
const CollectionPage = lazy(() => import('../features/collection/CollectionPage'));
const ProductPage = lazy(() => import('../features/product/ProductPage'));
const SearchResultsPage = lazy(() => import('../features/search/SearchResultsPage'));
const LimitedEditionPage = lazy(() => import('../features/limited-edition/LimitedEditionPage'));
const AboutUsPage = lazy(() => import('../features/content-pages/AboutUsPage'));
const ContactUsPage = lazy(() => import('../features/content-pages/ContactUsPage'));
const MediaLibraryPage = lazy(() => import('../features/content-pages/MediaLibraryPage'));
const SupportPage = lazy(() => import('../features/content-pages/SupportPage'));
const WarrantyPage = lazy(() => import('../features/content-pages/WarrantyPage'));
const FaqPage = lazy(() => import('../features/content-pages/FaqPage'));
const ReviewsPage = lazy(() => import('../features/content-pages/ReviewsPage'));
const ResourcesPage = lazy(() => import('../features/content-pages/ResourcesPage'));
const PatentsPage = lazy(() => import('../features/content-pages/PatentsPage'));
const CopyPage = lazy(() => import('../features/content-pages/CopyPage'));
const RegistrationPage = lazy(() => import('../features/content-pages/RegistrationPage'));
const BuilderPage = lazy(() => import('../features/content-pages/BuilderPage'));
const CatalogNotFound = lazy(() => import('./CatalogNotFound'));

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
      <Route path="/3dbuilder" element={<BuilderPage />} />
      <Route path="*" element={<CatalogNotFound />} />
    </Routes>
  );
}
