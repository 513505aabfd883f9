/** Dealer locator and dealer registration page copy. */
import type { DealerLocatorPage, DealerRegistrationPage } from 'shared-contracts/api/content';
import { hero } from '../media';
import { p, ul } from '../rich';

export const dealerLocatorPage: DealerLocatorPage = {
  meta_data: {
    meta_title: 'Dealer Locator | Halvorsen Arms',
    meta_description:
      'Find a Halvorsen Arms dealer near you to see our rifles and pistols and to receive firearm orders.',
  },
  heading_image: hero('dealers', 'The road through the prairie'),
  breadcrumbs: [
    { label: 'Home', url: '/' },
    { label: 'Dealer Locator', url: '/dealer-locator' },
  ],
  title: 'Find a Dealer',
  subtitle:
    'Search by zip code to find a Halvorsen dealer near you. Any licensed dealer can receive your online firearm order.',
  dealerSignup: {
    title: 'Become a Halvorsen dealer',
    content:
      'Stock our rifles and pistols, receive transfers for online orders and appear on this map. We work with independent shops across the country.',
    url: '/dealer-registration',
    cta_label: 'Apply to become a dealer',
  },
  imgUrl: hero('dealers', 'The road through the prairie').url,
};

export const dealerRegistrationPage: DealerRegistrationPage = {
  meta_data: {
    meta_title: 'Dealer Registration | Halvorsen Arms',
    meta_description: 'Apply to become a Halvorsen Arms dealer.',
  },
  heading_image: hero('dealers', 'The road through the prairie'),
  background_image: hero('dealers', 'The road through the prairie'),
  breadcrumbs: [
    { label: 'Home', url: '/' },
    { label: 'Dealer Locator', url: '/dealer-locator' },
    { label: 'Dealer Registration', url: '/dealer-registration' },
  ],
  title: 'Dealer Registration',
  intro: [
    p(
      'Tell us about your shop. If you hold an FFL/SOT, attach a copy of your licence as a PDF or TIFF. We review every application within five working days.',
    ),
    ul(
      'Dealer pricing and allocation of limited editions',
      'A listing in our Dealer Locator',
      'Point-of-sale material and product images from the media library',
    ),
  ],
};
