/** `strapi/page/limitededition`: the current edition, three past ones and the promotion. */
import type { LimitedEditionPage } from 'shared-contracts/api/content';
import { hero, limitedImage, productView } from '../media';
import { p, paras, quote, ul } from '../rich';

export const limitedEditionPage: LimitedEditionPage = {
  meta_data: {
    meta_title: 'Limited Editions | Halvorsen Arms',
    meta_description: 'Once a year we build a small, numbered run of one rifle or pistol. This is the Ember Edition.',
  },
  banner: {
    title: 'Limited Editions',
    image: hero('limited-edition-banner', 'An ember sky over the Bridger range with the Ember Edition rifle'),
  },
  current: {
    title: 'Bridger HR-1 Ember Edition',
    image: productView('bridger-hr1-ember-edition', 3),
    content: [
      p(
        'Once a year the shop builds a small, numbered run of one rifle or pistol. For 2026 it is the Bridger HR-1 in 6.5 Creedmoor, with an Ember Cerakote action the colour of the Bridger range on a late-October evening.',
      ),
      ul(
        '250 rifles, numbered HE001 to HE250',
        '22" barrel, 1:8 twist, threaded 5/8"-24',
        'Fitted hard case and a certificate signed by the shop',
      ),
      quote('We wanted a rifle that looks like the last hour of the season feels. — Anna Halvorsen, general manager'),
    ],
    url: '/product/bridger-hr1-ember-edition',
  },
  past: [
    {
      title: 'Gallatin Glacier Edition (2025)',
      content: paras(
        'Three hundred Gallatin carbines in Glacier White Cerakote, built for the twentieth anniversary of the Gallatin County search-and-rescue team. Part of every sale went to the team.',
      ),
      images: [
        limitedImage('gallatin-glacier', 'left', 'Gallatin Glacier Edition carbine, left side'),
        limitedImage('gallatin-glacier', 'field', 'Gallatin Glacier Edition carbine in a winter landscape'),
      ],
    },
    {
      title: "Sentinel 9 Founders' Edition (2024)",
      content: paras(
        "Five hundred Full-Size Sentinels in Founders' Bronze, marking ten years of the Sentinel chassis, each with the founders' signatures laser-etched under the slide.",
      ),
      images: [
        limitedImage('sentinel-founders', 'left', "Sentinel 9 Founders' Edition pistol, left side"),
        limitedImage('sentinel-founders', 'field', "Sentinel 9 Founders' Edition pistol at dusk"),
      ],
    },
    {
      title: 'Madison Centennial Edition (2023)',
      content: paras(
        'One hundred Madison lever actions in .45-70 with case-coloured receivers and fancy walnut, built for the centennial of the Montana homestead the Halvorsen family came from.',
      ),
      images: [
        limitedImage('madison-centennial', 'left', 'Madison Centennial Edition rifle, left side'),
        limitedImage('madison-centennial', 'field', 'Madison Centennial Edition rifle on the prairie'),
      ],
    },
  ],
  promotion: {
    title: 'The Ember Edition is here',
    content: paras('Numbers are assigned in order of purchase. When they are gone, they are gone.'),
    image: hero('limited-edition-promo', 'The Ember Edition rifle at dawn'),
    url: '/product/bridger-hr1-ember-edition',
  },
};
