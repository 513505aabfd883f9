/** Every page document by the name `strapi/page/{name}` serves it under. */
import type { PagesByName } from 'shared-contracts/api/content';
import { appPage } from './app';
import { forgotPasswordPage, loginPage, registerPage, resetPasswordPage } from './auth';
import { aboutUsPage, contactUsPage } from './company';
import { dealerLocatorPage, dealerRegistrationPage } from './dealers';
import { footerPage } from './footer';
import { homePage } from './home';
import { privacyPage, termsPage } from './legal';
import { mediaLibraryPage, resourcesPage } from './library';
import { limitedEditionPage } from './limited-edition';
import { faqPage, patentPage, supportPage, warrantyPage } from './support';

export const pages: PagesByName = {
  app: appPage,
  footer: footerPage,
  home: homePage,
  limitededition: limitedEditionPage,
  aboutus: aboutUsPage,
  contactus: contactUsPage,
  dealerlocator: dealerLocatorPage,
  dealerregistration: dealerRegistrationPage,
  faq: faqPage,
  medialibrary: mediaLibraryPage,
  warranty: warrantyPage,
  resources: resourcesPage,
  support: supportPage,
  terms: termsPage,
  privacy: privacyPage,
  patent: patentPage,
  login: loginPage,
  register: registerPage,
  forgotpassword: forgotPasswordPage,
  resetpassword: resetPasswordPage,
};
