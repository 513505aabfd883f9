/** Media library downloads and the resources page. */
import type { MediaDownload, MediaLibraryPage, ResourcesPage } from 'shared-contracts/api/content';
import { docUrl, GUIDES, MANUALS } from '../documents';
import { hero, productView } from '../media';
import { h, link, p, quote, t, ul } from '../rich';

function download(category: string, title: string, url: string): MediaDownload {
  const ext = url.slice(url.lastIndexOf('.') + 1);
  return { title, category, download: { url, ext } };
}

const manuals: MediaDownload[] = Object.values(MANUALS).map((m) =>
  download("Owner's Manuals", m.title, docUrl(m.file)),
);

export const mediaLibraryPage: MediaLibraryPage = {
  meta_data: {
    meta_title: 'Media Library | Halvorsen Arms',
    meta_description: "Owner's manuals, catalogues, brand assets and product images.",
  },
  heading_image: hero('media-library', 'Night sky over the mountains'),
  breadcrumbs: [
    { label: 'Home', url: '/' },
    { label: 'Support', url: '/support' },
    { label: 'Media Library', url: '/media-library' },
  ],
  title: 'Media Library',
  subtitle: 'Manuals, catalogues and images for owners, dealers and the press.',
  catalog: { title: 'Download the 2026 Catalogue', url: docUrl(GUIDES.catalog.file) },
  downloads: [
    ...manuals,
    download('Catalogues & Guides', GUIDES.catalog.title, docUrl(GUIDES.catalog.file)),
    download('Catalogues & Guides', GUIDES.productGuide.title, docUrl(GUIDES.productGuide.file)),
    download('Catalogues & Guides', GUIDES.cleaning.title, docUrl(GUIDES.cleaning.file)),
    download('Catalogues & Guides', GUIDES.transfer.title, docUrl(GUIDES.transfer.file)),
    download('Catalogues & Guides', GUIDES.sizing.title, docUrl(GUIDES.sizing.file)),
    download('Catalogues & Guides', GUIDES.warranty.title, docUrl(GUIDES.warranty.file)),
    download('Brand Assets', GUIDES.brand.title, docUrl(GUIDES.brand.file)),
    download('Brand Assets', 'Logo for light backgrounds (SVG)', '/media/brand/logo-dark.svg'),
    download('Brand Assets', 'Logo for dark backgrounds (SVG)', '/media/brand/logo-light.svg'),
    download('Brand Assets', 'Mark, dark (SVG)', '/media/brand/mark-dark.svg'),
    download('Brand Assets', 'Mark, light (SVG)', '/media/brand/mark-light.svg'),
    download('Product Images', 'Bridger HR-1, left side (SVG)', productView('bridger-hr1', 0).url),
    download('Product Images', 'Absaroka PRC, left side (SVG)', productView('absaroka-prc', 0).url),
    download('Product Images', 'Gallatin Carbine, left side (SVG)', productView('gallatin-carbine', 0).url),
    download('Product Images', 'Sentinel 9 Compact, left side (SVG)', productView('sentinel-9-compact', 0).url),
    download('Product Images', 'Highline 1911, left side (SVG)', productView('highline-1911', 0).url),
  ],
  image_request: {
    title: 'Product Image Request',
    content:
      'Need a specific image, angle or resolution for a catalogue, a review or your store? Tell us what you are looking for and we will send it.',
  },
};

export const resourcesPage: ResourcesPage = {
  meta_data: {
    meta_title: 'Resources | Halvorsen Arms',
    meta_description: 'Guides to buying, mounting, caring for and storing your Halvorsen.',
  },
  heading_image: hero('resources', 'Dawn over the valley'),
  breadcrumbs: [
    { label: 'Home', url: '/' },
    { label: 'Support', url: '/support' },
    { label: 'Resources', url: '/resources' },
  ],
  heading: 'Resources',
  subheading: 'What we tell friends who buy their first Halvorsen.',
  content: [
    h(2, 'Buying a firearm online'),
    p(
      'Every firearm and receiver we sell ships to a licensed dealer. Read ',
      link(docUrl(GUIDES.transfer.file), 'our guide to the FFL transfer'),
      ' or find a dealer with the ',
      link('/dealer-locator', 'Dealer Locator'),
      '.',
    ),
    h(2, 'Mounting a scope'),
    p('Level the rifle, then the scope, then torque in a cross pattern. Our reference values for Summit mounts:'),
    {
      type: 'code',
      children: [
        t(
          'Base to rail screws ........ 25 in-lb\nRing cap screws ............ 18 in-lb\nBridger action screws ...... 65 in-lb',
        ),
      ],
    },
    p(t('Never exceed the values printed by your scope’s maker.', { bold: true })),
    h(2, 'Care and storage'),
    ul(
      'Unload and check the chamber before cleaning',
      'Clean from the breech end',
      'Store unloaded and locked, ammunition separate',
    ),
    { type: 'image', image: productView('field-cleaning-kit', 0), children: [t('')] },
    quote('A clean rifle is nice. A rifle you know well is better. — the shop'),
    h(3, 'More reading'),
    p(
      link(docUrl(GUIDES.cleaning.file), 'Cleaning and Storage Guide (PDF)'),
      t(' · '),
      link(docUrl(GUIDES.productGuide.file), 'Product Guide (PDF)'),
    ),
  ],
};
