/** Content pages for the tests, shaped like the content service's answers. */
import type { AppPage, ChildNavigation, FooterPage, Media } from 'shared-contracts';

const media = (url: string): Media => ({ url, alternativeText: '' });
const child = (url: string, title: string, subtitle: string): ChildNavigation => ({
  url,
  title,
  subtitle,
  image: media(`/media${url}.svg`),
  hover_image: media(`/media${url}-hover.svg`),
});

export const appPage: AppPage = {
  // Deliberately out of order: the header shows rifles, pistols, apparel, support.
  navigation: [
    {
      key: 'support',
      title: 'Support',
      main_navigation: { url: '/support' },
      child_navigations: [child('/warranty', 'Warranty', 'Lifetime, transferable'), child('/faq', 'FAQ', 'Answers')],
    },
    {
      key: 'rifles',
      title: 'Rifles',
      main_navigation: { url: '/collection/rifles' },
      child_navigations: [
        child('/product/ridgeline-10', 'Bolt Action', 'Ridgeline 10'),
        child('/product/madison-lever', 'Lever Action', 'The Madison'),
      ],
    },
    {
      key: 'pistols',
      title: 'Pistols',
      main_navigation: { url: '/collection/pistols' },
      child_navigations: [child('/product/sentinel-9', 'Sentinel 9', 'Full size')],
    },
    {
      key: 'apparel',
      title: 'Apparel',
      main_navigation: { url: '/collection/apparel' },
      child_navigations: [child('/product/bozeman-hoodie', 'Hoodies', 'Heavyweight')],
    },
  ],
  site: {
    brand_name: 'Halvorsen Arms',
    logo: media('/media/brand/logo-light.svg'),
    logo_dark: media('/media/brand/logo-dark.svg'),
    support_email: 'support@halvorsenarms.com',
  },
};

export const footerPage: FooterPage = {
  logo: media('/media/brand/logo-light.svg'),
  nav_links: [
    { title: 'Rifles', url: '/collection/rifles' },
    { title: 'Pistols', url: '/collection/pistols' },
    { title: 'Apparel', url: '/collection/apparel' },
    { title: 'Dealer Locator', url: '/dealer-locator' },
    { title: 'Support', url: '/support' },
    { title: 'Warranty', url: '/warranty' },
    { title: 'About Us', url: '/about-us' },
  ],
  social_links: [
    { icon: 'x', social_media_url: 'https://x.com/halvorsenarms' },
    { icon: 'vimeo', social_media_url: 'https://vimeo.com/halvorsenarms' },
    { icon: 'instagram', social_media_url: 'https://instagram.com/halvorsenarms' },
    { icon: 'facebook', social_media_url: 'https://facebook.com/halvorsenarms' },
    { icon: 'youtube', social_media_url: 'https://youtube.com/@halvorsenarms' },
  ],
  bottom_texts: [{ text: 'Terms of Service', url: '/copy/terms' }, { text: 'Made in Montana since {year}' }],
  download_asset: { title: 'Product guide', url: '/media/docs/halvorsen-product-guide.pdf' },
  newsletter_title: 'Stay updated',
};
