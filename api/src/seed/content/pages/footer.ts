/** `strapi/page/footer`. */
import type { FooterPage } from 'shared-contracts/api/content';
import { docUrl, GUIDES } from '../documents';
import { LOGO_LIGHT } from '../media';

export const footerPage: FooterPage = {
  logo: LOGO_LIGHT,
  newsletter_title: 'STAY UPDATED',
  nav_links: [
    { title: 'About Us', url: '/about-us' },
    { title: 'Careers', url: '/about-us#careers' },
    { title: 'Contact Us', url: '/contact-us' },
    { title: 'Dealer Locator', url: '/dealer-locator' },
    { title: 'Become a Dealer', url: '/dealer-registration' },
    { title: 'Limited Edition', url: '/limited-edition' },
    { title: 'Support', url: '/support' },
    { title: 'Warranty', url: '/warranty' },
    { title: 'FAQ', url: '/faq' },
    { title: 'Product Registration', url: '/registration' },
    { title: 'Media Library', url: '/media-library' },
    { title: 'Customer Reviews', url: '/reviews' },
    { title: 'Resources', url: '/resources' },
  ],
  social_links: [
    { icon: 'x', social_media_url: 'https://x.com/halvorsenarms' },
    { icon: 'vimeo', social_media_url: 'https://vimeo.com/halvorsenarms' },
    { icon: 'instagram', social_media_url: 'https://www.instagram.com/halvorsenarms' },
    { icon: 'facebook', social_media_url: 'https://www.facebook.com/halvorsenarms' },
    { icon: 'youtube', social_media_url: 'https://www.youtube.com/@halvorsenarms' },
  ],
  bottom_texts: [
    { text: '© 1987–2026 Halvorsen Arms LLC, Bozeman, Montana' },
    { text: 'Terms of Service', url: '/copy/terms' },
    { text: 'Privacy Policy', url: '/copy/privacy' },
    { text: 'Patents', url: '/patents' },
  ],
  download_asset: { title: 'Download the Product Guide', url: docUrl(GUIDES.productGuide.file) },
};
