/** `strapi/page/home`: carousel and image-link ribbon. */
import type { HomePage } from 'shared-contracts/api/content';
import { hero, productView } from '../media';

export const homePage: HomePage = {
  meta_data: {
    meta_title: 'Halvorsen Arms | Rifles and pistols made in Bozeman, Montana',
    meta_description:
      'Bolt-action, precision and lever-action rifles, Sentinel and Highline pistols, gear and apparel from Halvorsen Arms, Bozeman, Montana, since 1987.',
  },
  carousel: [
    {
      title: 'Built for the high country',
      subtitle: 'The Bridger HR-1: a sub-MOA hunting rifle, machined in Bozeman since 1987.',
      image: hero('home-high-country', 'A bolt-action rifle silhouetted on a ridge at dusk'),
      url: '/product/bridger-hr1',
      cta_label: 'Meet the Bridger',
    },
    {
      title: 'Carry confidence',
      subtitle: 'The Sentinel 9: one serialised chassis, two sizes, an optics-ready slide.',
      image: hero('home-sentinel', 'The Sentinel 9 pistol against an ember sky'),
      url: '/collection/pistols',
      cta_label: 'Shop pistols',
    },
    {
      title: 'The Ember Edition',
      subtitle: 'Two hundred and fifty numbered rifles. One season.',
      image: hero('home-limited', 'The Ember Edition rifle under a night sky'),
      url: '/limited-edition',
      cta_label: 'See the edition',
    },
    {
      title: 'Dressed for the first cold morning',
      subtitle: 'Heavyweight hoodies, tees and caps from the shop floor.',
      image: hero('home-apparel', 'A hoodie and a cap in a winter landscape'),
      url: '/collection/apparel',
      cta_label: 'Shop apparel',
    },
  ],
  image_link_ribbon: [
    { title: 'Rifles', image: productView('bridger-hr1', 3), url: '/collection/rifles' },
    { title: 'Pistols', image: productView('sentinel-9-compact', 3), url: '/collection/pistols' },
    { title: 'Accessories', image: productView('summit-scope-mount', 3), url: '/collection/accessories' },
    { title: 'Apparel', image: productView('bozeman-hoodie', 3), url: '/collection/apparel' },
    { title: 'Limited Edition', image: productView('bridger-hr1-ember-edition', 3), url: '/limited-edition' },
    {
      title: 'Find a Dealer',
      image: hero('dealers', 'The road through the prairie to a dealer'),
      url: '/dealer-locator',
    },
  ],
};
