/**
 * The shell's icons, inline so no icon library reaches the bundle. Decorative by default
 * (aria-hidden): the button or link around an icon carries the label.
 */
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 22, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="square"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5 21 21" />
  </Icon>
);

export const CartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 4h2.5l2.2 11h10.6L20.5 7H7" />
    <circle cx="9" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </Icon>
);

export const PinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.8" r="2.3" />
  </Icon>
);

export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="3.8" />
    <path d="M4.5 20.5c1.2-3.9 4-5.8 7.5-5.8s6.3 1.9 7.5 5.8" />
  </Icon>
);

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 6.5h17M3.5 12h17M3.5 17.5h17" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5.5 5.5l13 13M18.5 5.5l-13 13" />
  </Icon>
);

export const ChevronIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 9.5l6 6 6-6" />
  </Icon>
);

export const ArrowUpIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 20V5M5.5 11.5 12 5l6.5 6.5" />
  </Icon>
);

export const ArrowRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 12h15M13 5.5l6.5 6.5-6.5 6.5" />
  </Icon>
);

export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5v12M6.5 10.5 12 16l5.5-5.5M4 20.5h16" />
  </Icon>
);

/** The Halvorsen Arms mark: a faceted shield with an H whose crossbar is ember. */
export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M20 2 36 8v13c0 8.6-6.6 14.6-16 17C10.6 35.6 4 29.6 4 21V8L20 2Z" fill="currentColor" />
      <path d="M20 5.3 33 10.2v10.9c0 7-5.3 12-13 14.2C12.3 33.1 7 28.1 7 21.1V10.2L20 5.3Z" fill="#121314" />
      <path d="M13 12h3.6v6.4h6.8V12H27v16h-3.6v-6.2h-6.8V28H13V12Z" fill="currentColor" />
      <rect x="16.6" y="18.4" width="6.8" height="3.4" fill="#b4441a" />
    </svg>
  );
}

// ---- social networks (filled marks, simplified) ------------------------------------------

function Filled({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const XIcon = () => (
  <Filled>
    <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
  </Filled>
);

export const VimeoIcon = () => (
  <Filled>
    <path d="M22 7.2c-.1 2-1.5 4.7-4.2 8.1-2.8 3.6-5.1 5.4-7.1 5.4-1.2 0-2.2-1.1-3.1-3.4L6 11.1C5.3 8.8 4.6 7.7 3.9 7.7c-.2 0-.7.3-1.6.9L1.4 7.4l2.9-2.6c1.3-1.1 2.3-1.7 2.9-1.8 1.5-.1 2.5 1 2.8 3.2.4 2.4.7 3.9.8 4.5.5 2 1 3 1.5 3 .4 0 1-.6 1.9-1.9.8-1.3 1.3-2.3 1.4-3 .1-1.1-.3-1.7-1.4-1.7-.5 0-1 .1-1.5.3 1-3.2 2.9-4.8 5.7-4.7 2.1.1 3.1 1.4 3 4.1Z" />
  </Filled>
);

export const InstagramIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.9}
    aria-hidden="true"
    focusable="false"
  >
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4.2" />
    <circle cx="17.4" cy="6.6" r="1" fill="currentColor" stroke="none" />
  </svg>
);

export const FacebookIcon = () => (
  <Filled>
    <path d="M13.5 21.5v-7.7h2.6l.4-3h-3V8.9c0-.9.3-1.5 1.5-1.5h1.6V4.7c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6v7.7h3.1Z" />
  </Filled>
);

export const YoutubeIcon = () => (
  <Filled>
    <path d="M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.8 12 4.8 12 4.8s-6.8 0-8.5.4a2.8 2.8 0 0 0-2 2C1.1 8.9 1.1 12 1.1 12s0 3.1.4 4.8a2.8 2.8 0 0 0 2 2c1.7.4 8.5.4 8.5.4s6.8 0 8.5-.4a2.8 2.8 0 0 0 2-2c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8ZM9.8 15.1V8.9l5.7 3.1-5.7 3.1Z" />
  </Filled>
);
