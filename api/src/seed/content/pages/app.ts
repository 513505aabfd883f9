/** `strapi/page/app`: the header's four menus and the site identity. */
import type { AppPage, ChildNavigation } from 'shared-contracts/api/content';
import { BRAND } from 'shared-contracts/domain/limits';
import { card, hero, LOGO_DARK, LOGO_LIGHT, productView } from '../media';

function productChild(slug: string, title: string, subtitle: string, url = `/product/${slug}`): ChildNavigation {
  return { url, title, subtitle, image: productView(slug, 0), hover_image: productView(slug, 3) };
}

function supportChild(
  url: string,
  title: string,
  subtitle: string,
  cardName: string,
  heroName: string,
): ChildNavigation {
  return {
    url,
    title,
    subtitle,
    image: card(cardName, `${title} pictogram`),
    hover_image: hero(heroName, `${title}: mountain landscape`),
  };
}

export const appPage: AppPage = {
  site: { brand_name: BRAND.name, logo: LOGO_LIGHT, logo_dark: LOGO_DARK, support_email: BRAND.supportEmail },
  navigation: [
    {
      key: 'rifles',
      title: 'Rifles',
      main_navigation: { url: '/collection/rifles', product_navigation_data: { product_group: 'rifles' } },
      child_navigations: [
        productChild('absaroka-prc', 'All Rifles', 'Every rifle we make', '/collection/rifles'),
        productChild('bridger-hr1', 'Bridger HR-1', 'Bolt-action hunting rifle'),
        productChild('beartooth-mountain', 'Beartooth Mountain', 'Under six pounds, carbon stock'),
        productChild('gallatin-carbine', 'Gallatin Carbine', 'Semi-automatic carbine'),
        productChild('madison-lever', 'Madison Lever Action', 'The timber rifle'),
      ],
    },
    {
      key: 'pistols',
      title: 'Pistols',
      main_navigation: { url: '/collection/pistols', product_navigation_data: { product_group: 'pistols' } },
      child_navigations: [
        productChild('sentinel-9-full', 'All Pistols', 'Carry, duty and the classic 1911', '/collection/pistols'),
        productChild('sentinel-9-compact', 'Sentinel 9 Compact', 'Striker-fired everyday carry'),
        productChild('ridgeline-10', 'Ridgeline 10mm', 'Long-slide backcountry pistol'),
        productChild('highline-1911', 'Highline 1911', 'Hand-fitted Government model'),
        productChild('tern-380', 'Tern .380', 'Micro-compact for deep concealment'),
      ],
    },
    {
      key: 'apparel',
      title: 'Apparel & Gear',
      main_navigation: { url: '/collection/apparel', product_navigation_data: { product_group: 'apparel' } },
      child_navigations: [
        productChild('bozeman-hoodie', 'Apparel', 'Tees, hoodies and hats', '/collection/apparel'),
        productChild('summit-scope-mount', 'Accessories', 'Mounts, slings, bipods and care', '/collection/accessories'),
        productChild('ha15-30rd-magazine', 'Magazines', 'Factory magazines', '/collection/magazines'),
        productChild('mountain-mark-tee', 'Mountain Mark Tee', 'The shop shirt'),
      ],
    },
    {
      key: 'support',
      title: 'Support',
      main_navigation: { url: '/support' },
      child_navigations: [
        supportChild('/support', 'Support Center', 'Help with your Halvorsen', 'support', 'support'),
        supportChild('/warranty', 'Warranty', 'Lifetime workmanship warranty', 'warranty', 'warranty'),
        supportChild('/faq', 'FAQ', 'Answers to common questions', 'faq', 'faq'),
        supportChild('/registration', 'Product Registration', 'Register your firearm', 'registration', 'registration'),
        supportChild(
          '/media-library',
          'Media Library',
          'Manuals, catalogues and images',
          'media-library',
          'media-library',
        ),
        supportChild('/contact-us', 'Contact Us', 'Talk to the shop', 'contact', 'contact'),
      ],
    },
  ],
};
