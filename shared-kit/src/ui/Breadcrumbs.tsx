/**
 * The one breadcrumb trail every page uses (000 section 2: "clicking a crumb navigates unless it
 * is the current path"). Inline styles on the design tokens because shared-contracts is not built
 * with CSS modules; colours inherit so the trail works on light pages and on dark heroes alike.
 */
import type { CSSProperties, MouseEvent } from 'react';
import type { Breadcrumb } from 'shared-contracts';
import { handleLinkClick } from '../navigation/navigate';

export interface BreadcrumbsProps {
  items: Breadcrumb[];
  /** Where the trail sits; defaults to the browser's current path. */
  currentPath?: string;
  className?: string;
}

const listStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'var(--space-2)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: 'var(--font-display)',
  fontSize: 'var(--text-xs)',
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
};
/**
 * The page's colour at full strength: each page gives the trail a token chosen for its background
 * (--color-muted on paper, 5.9:1). Dimming it with opacity took a product page's crumbs to 3.65:1,
 * under WCAG's 4.5:1 (axe, issue 32 item 6); the current crumb stands out by its weight instead.
 */
const linkStyle: CSSProperties = { color: 'inherit', textDecoration: 'none' };
const currentStyle: CSSProperties = { fontWeight: 700 };

function samePath(a: string, b: string): boolean {
  const normalise = (p: string) => {
    const path = new URL(p, 'http://x').pathname.replace(/\/+$/, '') || '/';
    try {
      return decodeURI(path).toLowerCase();
    } catch {
      return path.toLowerCase();
    }
  };
  return normalise(a) === normalise(b);
}

export function Breadcrumbs({ items, currentPath, className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const here = currentPath ?? (typeof window === 'undefined' ? '' : window.location.pathname);
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol style={listStyle}>
        {items.map((crumb, index) => (
          <li key={`${crumb.url}-${index}`} style={{ display: 'inline-flex', gap: 'var(--space-2)' }}>
            {index > 0 && <span aria-hidden="true">/</span>}
            {samePath(crumb.url, here) ? (
              <span aria-current="page" style={currentStyle}>
                {crumb.label}
              </span>
            ) : (
              <a
                href={crumb.url}
                style={linkStyle}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => handleLinkClick(event, crumb.url)}
              >
                {crumb.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
