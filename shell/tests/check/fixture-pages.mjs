/**
 * Content for the visual check only (serve-check.mjs), shaped like `strapi/page/app` and
 * `strapi/page/footer`, used when no real API answers. Images are the seeded files in api/media.
 */
const img = (url, alternativeText = '') => ({ url, alternativeText, width: 1600, height: 1000 });
const child = (url, title, subtitle, image) => ({ url, title, subtitle, image: img(image), hover_image: img(image) });

export const appPage = {
  navigation: [
    {
      key: 'rifles',
      title: 'Rifles',
      main_navigation: { url: '/collection/rifles' },
      child_navigations: [
        child(
          '/product/ridgeline-10',
          'Bolt Action',
          'Ridgeline 10 and Absaroka PRC',
          '/media/products/bridger-hr1/fde-field.svg',
        ),
        child('/product/madison-lever', 'Lever Action', 'The Madison, reborn', '/media/hero/collection-rifles.svg'),
        child(
          '/product/gallatin-carbine',
          'Modern Sporting',
          'Gallatin Carbine, HA-15',
          '/media/products/bridger-hr1/black-nitride-field.svg',
        ),
        child(
          '/product/yellowstone-rimfire',
          'Rimfire',
          'Yellowstone .22 LR',
          '/media/products/bridger-hr1/stainless-field.svg',
        ),
      ],
    },
    {
      key: 'pistols',
      title: 'Pistols',
      main_navigation: { url: '/collection/pistols' },
      child_navigations: [
        child(
          '/product/sentinel-9-full',
          'Sentinel 9',
          'Full size striker fired',
          '/media/products/sentinel-9-full/black-nitride-field.svg',
        ),
        child(
          '/product/highline-1911',
          'Highline 1911',
          'Hand fitted in Bozeman',
          '/media/hero/collection-pistols.svg',
        ),
        child('/product/tern-380', 'Tern .380', 'Pocket carry', '/media/products/sentinel-9-full/fde-field.svg'),
      ],
    },
    {
      key: 'apparel',
      title: 'Apparel',
      main_navigation: { url: '/collection/apparel' },
      child_navigations: [
        child(
          '/product/bozeman-hoodie',
          'Hoodies',
          'Heavyweight, made to last',
          '/media/products/bozeman-hoodie/olive-field.svg',
        ),
        child('/product/logo-cap', 'Hats', 'Caps, truckers, beanies', '/media/hero/collection-apparel.svg'),
      ],
    },
    {
      key: 'support',
      title: 'Support',
      main_navigation: { url: '/support' },
      child_navigations: [
        child('/warranty', 'Warranty', 'Lifetime, transferable', '/media/hero/warranty.svg'),
        child('/faq', 'FAQ', 'Answers from our armorers', '/media/hero/faq.svg'),
        child('/registration', 'Product Registration', 'Register your firearm', '/media/hero/registration.svg'),
        child('/contact-us', 'Contact Us', 'Bozeman, Montana', '/media/hero/contact.svg'),
      ],
    },
  ],
  site: {
    brand_name: 'Halvorsen Arms',
    logo: img('/media/brand/logo-light.svg', 'Halvorsen Arms'),
    logo_dark: img('/media/brand/logo-dark.svg', 'Halvorsen Arms'),
    support_email: 'support@halvorsenarms.com',
  },
};

export const footerPage = {
  logo: img('/media/brand/logo-light.svg', 'Halvorsen Arms'),
  nav_links: [
    { title: 'Rifles', url: '/collection/rifles' },
    { title: 'Pistols', url: '/collection/pistols' },
    { title: 'Apparel', url: '/collection/apparel' },
    { title: 'Limited Edition', url: '/limited-edition' },
    { title: 'Dealer Locator', url: '/dealer-locator' },
    { title: 'Become a Dealer', url: '/dealer-registration' },
    { title: 'Support', url: '/support' },
    { title: 'Warranty', url: '/warranty' },
    { title: 'FAQ', url: '/faq' },
    { title: 'Media Library', url: '/media-library' },
    { title: 'About Us', url: '/about-us' },
    { title: 'Careers', url: '/about-us#careers' },
  ],
  social_links: ['x', 'vimeo', 'instagram', 'facebook', 'youtube'].map((icon) => ({
    icon,
    social_media_url: `https://www.${icon === 'x' ? 'x' : icon}.com/halvorsenarms`,
  })),
  bottom_texts: [
    { text: 'Terms of Service', url: '/copy/terms' },
    { text: 'Privacy Policy', url: '/copy/privacy' },
    { text: 'Patents', url: '/patents' },
  ],
  download_asset: { title: 'Product guide', url: '/media/docs/halvorsen-product-guide.pdf' },
  newsletter_title: 'Stay updated',
};
