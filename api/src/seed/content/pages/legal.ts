/** Terms of service and privacy policy (copy pages). */
import type { CopyPage } from 'shared-contracts/api/content';
import { BRAND } from 'shared-contracts/domain/limits';
import { hero } from '../media';
import { h, p, ul } from '../rich';

export const termsPage: CopyPage = {
  meta_data: {
    meta_title: 'Terms of Service | Halvorsen Arms',
    meta_description: 'The terms that apply when you use this site and buy from Halvorsen Arms.',
  },
  heading_image: hero('terms', 'Snowy peaks'),
  background_image: hero('terms', 'Snowy peaks'),
  breadcrumbs: [
    { label: 'Home', url: '/' },
    { label: 'Terms of Service', url: '/copy/terms' },
  ],
  header: 'Terms of Service',
  content: [
    p(
      'Last updated 1 March 2026. These terms apply to halvorsenarms.com and to every order placed on it with Halvorsen Arms LLC, 1187 Bridger Works Road, Bozeman, MT 59715.',
    ),
    h(2, 'Eligibility'),
    p(
      'You must be at least 18 years old to use the shop, and at least the age federal and state law requires to buy a given firearm. You must be legally allowed to possess what you buy where you live.',
    ),
    h(2, 'Firearms and restricted items'),
    ul(
      'Firearms and receivers ship only to a federally licensed dealer and transfer only after a background check.',
      'We do not ship items to states or zip codes where they are restricted. The shop checks this before payment and again before shipping.',
      'We may cancel any order we believe breaks the law or these terms, and refund it in full.',
    ),
    h(2, 'Prices and payment'),
    p(
      'Prices are in US dollars. We compute prices, discounts, tax and shipping on our servers at the time you order; the total shown before you place the order is the total you pay.',
    ),
    h(2, 'Returns'),
    p(
      'Unfired firearms may be returned through your dealer within 30 days of transfer; accessories and apparel within 30 days of delivery.',
    ),
    h(2, 'Contact'),
    p(`Questions about these terms: ${BRAND.supportEmail}.`),
  ],
};

export const privacyPage: CopyPage = {
  meta_data: {
    meta_title: 'Privacy Policy | Halvorsen Arms',
    meta_description: 'What we collect, why, and what we never do with it.',
  },
  heading_image: hero('privacy', 'Alpine valley'),
  background_image: hero('privacy', 'Alpine valley'),
  breadcrumbs: [
    { label: 'Home', url: '/' },
    { label: 'Privacy Policy', url: '/copy/privacy' },
  ],
  header: 'Privacy Policy',
  content: [
    p('Last updated 1 March 2026. We collect what we need to sell you things and support them, and nothing else.'),
    h(2, 'What we collect'),
    ul(
      'Your name, e-mail, phone and addresses when you order or create an account',
      'Your dealer’s details for firearm orders',
      'Product registrations and warranty requests',
      'Anonymous page analytics, only if you accept them',
    ),
    h(2, 'What we never do'),
    ul(
      'Sell or rent your information',
      'Store your card number: payments are tokenised by our payment provider in your browser',
      'Share firearm purchase records with anyone except your dealer and as the law requires',
    ),
    h(2, 'Your choices'),
    p(
      `You can update your details and newsletter subscription in your account, or ask us to delete your account at ${BRAND.supportEmail}. Records the law requires us to keep, such as firearm shipments to dealers, are kept for as long as the law requires.`,
    ),
  ],
};
