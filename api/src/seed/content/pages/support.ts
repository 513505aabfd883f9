/** Support hub, FAQ, warranty and patents. */
import type { FaqPage, PatentPage, SupportPage, WarrantyPage } from 'shared-contracts/api/content';
import { BRAND } from 'shared-contracts/domain/limits';
import { docUrl, GUIDES } from '../documents';
import { card, hero } from '../media';
import { link, ol, p, paras, ul } from '../rich';

const home = { label: 'Home', url: '/' };
const support = { label: 'Support', url: '/support' };

export const supportPage: SupportPage = {
  meta_data: {
    meta_title: 'Support | Halvorsen Arms',
    meta_description: 'Warranty, registration, manuals, answers and a person to talk to.',
  },
  heading_image: hero('support', 'Mountains under a clear sky'),
  breadcrumbs: [home, support],
  heading: 'How can we help?',
  subheading:
    'Everything you need after the box is opened: manuals, warranty, registration and a person in Bozeman to talk to.',
  cards: [
    {
      image: card('warranty', 'Shield pictogram'),
      title: 'Warranty',
      subtitle: 'Lifetime workmanship warranty for the original owner',
      link: '/warranty',
    },
    {
      image: card('registration', 'Clipboard pictogram'),
      title: 'Product Registration',
      subtitle: 'Register your firearm in two minutes',
      link: '/registration',
    },
    {
      image: card('faq', 'Question mark pictogram'),
      title: 'FAQ',
      subtitle: 'Shipping, dealers, restrictions and care',
      link: '/faq',
    },
    {
      image: card('media-library', 'Download pictogram'),
      title: 'Media Library',
      subtitle: "Owner's manuals, catalogues and images",
      link: '/media-library',
    },
    {
      image: card('support', 'Wrench pictogram'),
      title: 'Resources',
      subtitle: 'Care, storage and mounting guides',
      link: '/resources',
    },
    {
      image: card('contact', 'Envelope pictogram'),
      title: 'Contact Us',
      subtitle: 'Talk to the shop',
      link: '/contact-us',
    },
  ],
};

export const faqPage: FaqPage = {
  meta_data: {
    meta_title: 'FAQ | Halvorsen Arms',
    meta_description: 'Answers about ordering firearms online, dealers, restrictions, shipping, warranty and care.',
  },
  heading_image: hero('faq', 'Prairie under a wide sky'),
  breadcrumbs: [home, support, { label: 'FAQ', url: '/faq' }],
  headerTitle: 'Frequently Asked Questions',
  headerContent:
    'If your question is not here, write to us and a person in Bozeman will answer within one working day.',
  headerImageUrl: hero('faq', 'Prairie under a wide sky').url,
  faqItemList: [
    {
      question: 'Can I buy a firearm online and have it shipped to my home?',
      answer:
        'No. Firearms and serialised receivers ship to a federally licensed dealer (FFL) you choose at checkout. You complete the transfer and background check there.',
    },
    {
      question: 'How do I choose a dealer?',
      answer:
        'At checkout, enter your dealer’s name and address, or find one near you with our Dealer Locator. Call them first: most charge a small transfer fee.',
    },
    {
      question: 'Why can’t I order some products to my state or zip code?',
      answer:
        'Some states and cities restrict magazine capacity or certain rifles. The shop checks your shipping and dealer address and tells you before you pay.',
    },
    {
      question: 'How long does shipping take?',
      answer:
        'In-stock accessories and apparel leave within two working days. Firearms leave within five working days once your dealer’s licence is on file.',
    },
    {
      question: 'What does the warranty cover?',
      answer:
        'Every firearm we make is covered against defects in materials and workmanship for as long as the original owner owns it. Accessories and apparel are covered for one year.',
    },
    {
      question: 'Do I need to register my firearm?',
      answer:
        'Registration is not required for warranty service, but it lets us contact you about safety notices and speeds up service.',
    },
    {
      question: 'Can I return a firearm?',
      answer:
        'Unfired firearms can be returned through your dealer within 30 days of transfer. Accessories and apparel can be returned within 30 days.',
    },
    {
      question: 'What is the Pro Deal programme?',
      answer:
        'Discounts for qualifying guides, first responders and military. Apply from your account. Dealers, FFL holders and retail shop employees are not eligible.',
    },
    {
      question: 'Can I visit the shop?',
      answer:
        'Our Bozeman showroom is open Friday and Saturday, 10 am to 4 pm. Factory tours run on the first Saturday of each month; book by e-mail.',
    },
    {
      question: 'How should I clean my rifle?',
      answer:
        'See our Cleaning and Storage Guide in the Media Library. In short: unload, clean from the breech, wipe the outside with a lightly oiled cloth.',
    },
  ],
};

export const warrantyPage: WarrantyPage = {
  meta_data: {
    meta_title: 'Warranty | Halvorsen Arms',
    meta_description: 'The Halvorsen Arms Lifetime Workmanship Warranty.',
  },
  heading_image: hero('warranty', 'Winter ridge line'),
  breadcrumbs: [home, support, { label: 'Warranty', url: '/warranty' }],
  title: 'Lifetime Workmanship Warranty',
  sections: [
    {
      content: paras(
        'We stand behind every firearm we build. If something we made fails because of how we made it, we will fix it or replace it for as long as you, the original owner, own it.',
      ),
    },
    {
      header: 'What is covered',
      content: [
        ul(
          'Defects in materials and workmanship in any Halvorsen Arms firearm, for the lifetime of the original owner',
          'Accessories and apparel, for one year from purchase',
          'Return shipping to you after warranty service',
        ),
      ],
    },
    {
      header: 'What is not covered',
      content: [
        ul(
          'Normal wear of finishes, springs and barrels',
          'Damage from reloaded, remanufactured or incorrect ammunition',
          'Modifications, neglect, accidents or work by anyone other than Halvorsen Arms',
        ),
      ],
    },
    {
      header: 'How to get service',
      content: [
        ol(
          `Write to ${BRAND.supportEmail} with your serial number and what is wrong`,
          'We send you a return authorisation and shipping instructions',
          'Ship the firearm unloaded, as instructed; never without authorisation',
          'We repair it and ship it back, usually within three weeks',
        ),
        p('Download the ', link(docUrl(GUIDES.warranty.file), 'full warranty (PDF)'), '.'),
      ],
    },
  ],
};

export const patentPage: PatentPage = {
  meta_data: {
    meta_title: 'Patents | Halvorsen Arms',
    meta_description: 'Patents covering Halvorsen Arms products (virtual patent marking).',
  },
  heading_image: hero('patents', 'Dusk over the range'),
  breadcrumbs: [home, { label: 'Patents', url: '/patents' }],
  title: 'Patents',
  intro:
    'This page is our virtual patent marking notice under 35 U.S.C. § 287(a). The products below are protected by the listed patents.',
  patents: [
    {
      product_name: 'Bridger HR-1',
      patent_type: 'Utility',
      colors_and_models: 'All calibres and finishes, including the Ember Edition',
      patent_numbers: ['US 10,874,219 B2', 'US 9,612,480 B1'],
    },
    {
      product_name: 'Beartooth Mountain',
      patent_type: 'Utility',
      colors_and_models: 'Carbon / Black Nitride, Carbon / FDE',
      patent_numbers: ['US 11,302,655 B2', 'US 10,874,219 B2'],
    },
    {
      product_name: 'Absaroka PRC',
      patent_type: 'Utility',
      colors_and_models: 'All models',
      patent_numbers: ['US 11,458,903 B2'],
    },
    {
      product_name: 'Absaroka PRC',
      patent_type: 'Design',
      colors_and_models: 'Cheek riser, all finishes',
      patent_numbers: ['US D968,211 S'],
    },
    {
      product_name: 'Gallatin Carbine',
      patent_type: 'Utility',
      colors_and_models: '5.56 NATO and .300 BLK, all finishes',
      patent_numbers: ['US 10,551,306 B2'],
    },
    {
      product_name: 'HA-15 Stripped Lower Receiver',
      patent_type: 'Utility',
      colors_and_models: 'Black Anodised, Cerakote FDE',
      patent_numbers: ['US 9,982,117 B2'],
    },
    {
      product_name: 'Madison Lever Action',
      patent_type: 'Utility',
      colors_and_models: 'All calibres',
      patent_numbers: ['US 10,215,744 B1'],
    },
    {
      product_name: 'Sentinel 9 Compact, Sentinel 9 Full-Size, Sentinel Serialised Chassis',
      patent_type: 'Utility',
      colors_and_models: 'All finishes and capacities',
      patent_numbers: ['US 11,093,552 B2'],
    },
    {
      product_name: 'Ridgeline 10mm',
      patent_type: 'Utility',
      colors_and_models: 'Burnt Bronze, Black Nitride',
      patent_numbers: ['US 11,720,418 B2'],
    },
    {
      product_name: 'Summit Cantilever Scope Mount',
      patent_type: 'Design',
      colors_and_models: '30mm and 34mm',
      patent_numbers: ['US D951,774 S'],
    },
  ],
};
