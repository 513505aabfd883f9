/** About Us and Contact Us. */
import type { AboutUsPage, ContactUsPage } from 'shared-contracts/api/content';
import { BRAND } from 'shared-contracts/domain/limits';
import { hero } from '../media';
import { h, link, p } from '../rich';

const ABOUT_HERO = hero('about', 'The Halvorsen Arms shop below the Bridger range at dawn');

export const aboutUsPage: AboutUsPage = {
  meta_data: {
    meta_title: 'About Us | Halvorsen Arms',
    meta_description: 'A family gun maker in Bozeman, Montana, since 1987.',
  },
  heading_image: ABOUT_HERO,
  breadcrumbs: [
    { label: 'Home', url: '/' },
    { label: 'About Us', url: '/about-us' },
  ],
  metaData: { title: 'About Us | Halvorsen Arms', description: 'A family gun maker in Bozeman, Montana, since 1987.' },
  headingImageUrl: { src: ABOUT_HERO.url, alt: ABOUT_HERO.alternativeText },
  headingTitle: 'Made in Bozeman since 1987',
  headingVideoUrl: '/limited-edition',
  simpleCopySection: [
    h(2, 'A small shop that grew slowly on purpose'),
    p(
      'Erik Halvorsen was a hunting guide in the Gallatin Range who rebuilt rifles for his clients in the winter. In 1987 he and his wife Ingrid rented a two-bay garage on the north side of Bozeman, bought a used lathe, and built twelve Bridger rifles in the first year.',
    ),
    p(
      'Today we are ninety-four people in a shop below the Bridger range. We still machine our actions from bar stock, we still fit every Highline 1911 by hand, and we still test-fire every firearm before it leaves the building. Erik’s daughter Anna runs the shop now; Erik still comes in on Tuesdays to argue about triggers.',
    ),
    p(
      'We make rifles and pistols for hunters, ranchers, competitors and people who carry. We do not make anything we would not use ourselves.',
    ),
  ],
  lookingForImageUrl: hero('careers', 'The shop at dusk with its windows lit').url,
  lookingForHeading: 'Careers',
  lookingForSubHeading: [
    p(
      'We hire machinists, fitters, finishers and people who answer the phone the way they would want to be answered. Benefits include a shop rifle of your choice after one year, and a week off in hunting season. Send your résumé to ',
      link('mailto:careers@halvorsenarms.com', 'careers@halvorsenarms.com'),
      '.',
    ),
  ],
  lookingForListContent: [
    'CNC Machinist, second shift (Bozeman, full-time)',
    '1911 Fitter apprentice (Bozeman, full-time)',
    'Cerakote Finisher (Bozeman, full-time)',
    'Customer Support Specialist (Bozeman or remote in Montana, full-time)',
    'Seasonal Range Technician (Belgrade, April to November)',
  ],
  wantToTalkImageUrl: hero('contact', 'Gallatin Valley at dawn').url,
  wantToTalkHeading: 'Want to talk?',
  wantToTalkContent: `Questions about a rifle, an order or a job? Write to ${BRAND.supportEmail} or call (406) 555-0187. A person in Bozeman will answer.`,
};

export const contactUsPage: ContactUsPage = {
  meta_data: {
    meta_title: 'Contact Us | Halvorsen Arms',
    meta_description: 'Write, call or visit Halvorsen Arms in Bozeman, Montana.',
  },
  heading_image: hero('contact', 'Gallatin Valley at dawn with the Halvorsen shop'),
  breadcrumbs: [
    { label: 'Home', url: '/' },
    { label: 'Contact Us', url: '/contact-us' },
  ],
  title: 'Contact Us',
  address_1: 'Halvorsen Arms LLC',
  address_2: '1187 Bridger Works Road',
  address_3: 'Bozeman, MT 59715',
  phone: '(406) 555-0187',
  email: BRAND.supportEmail,
  hours: 'Monday to Friday, 8 am to 5 pm Mountain Time',
  socialLinks: [
    {
      iconUrl: '/media/icons/social-instagram.svg',
      url: 'https://www.instagram.com/halvorsenarms',
      title: 'Instagram',
    },
    { iconUrl: '/media/icons/social-facebook.svg', url: 'https://www.facebook.com/halvorsenarms', title: 'Facebook' },
    { iconUrl: '/media/icons/social-youtube.svg', url: 'https://www.youtube.com/@halvorsenarms', title: 'YouTube' },
    { iconUrl: '/media/icons/social-x.svg', url: 'https://x.com/halvorsenarms', title: 'X' },
    { iconUrl: '/media/icons/social-vimeo.svg', url: 'https://vimeo.com/halvorsenarms', title: 'Vimeo' },
  ],
};
