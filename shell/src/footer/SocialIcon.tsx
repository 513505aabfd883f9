/** The five networks of the footer (001 section 2), drawn inline. */
import type { SocialIcon as SocialIconName } from 'shared-contracts';
import { FacebookIcon, InstagramIcon, VimeoIcon, XIcon, YoutubeIcon } from '../ui/icons';

export const SOCIAL_LABELS: Record<SocialIconName, string> = {
  x: 'X',
  vimeo: 'Vimeo',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
};

export function SocialIcon({ icon }: { icon: SocialIconName }) {
  switch (icon) {
    case 'x':
      return <XIcon />;
    case 'vimeo':
      return <VimeoIcon />;
    case 'instagram':
      return <InstagramIcon />;
    case 'facebook':
      return <FacebookIcon />;
    case 'youtube':
      return <YoutubeIcon />;
  }
}
