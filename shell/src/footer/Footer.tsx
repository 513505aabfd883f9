/**
 * The global footer (001 section 2): back to top, the STAY UPDATED band hosting the account
 * remote's newsletter signup, link columns (split evenly into 3), social icons, the product guide
 * download and the bottom links with the year. Content from `strapi/page/footer`; if that fails
 * the footer still renders (empty defaults) around what it knows without content.
 */
import { BRAND, LIMITS, mediaUrl } from 'shared-contracts';
import { handleLinkClick, isInSiteUrl } from 'shared-kit';
import { DEFAULT_PAGES, useShellPage } from '../content/page-content';
import { RemoteFragment } from '../fragments/RemoteFragment';
import { ArrowUpIcon, BrandMark, DownloadIcon } from '../ui/icons';
import styles from './Footer.module.css';
import { SOCIAL_LABELS, SocialIcon } from './SocialIcon';
import { splitIntoColumns } from './split-into-columns';
import { WhenNearViewport } from './WhenNearViewport';

export const NEWSLETTER_SIGNUP = 'account/newsletter-signup';

function FooterLink({ href, children, className }: { href: string; children: string; className?: string }) {
  const external = !isInSiteUrl(href);
  return (
    <a
      href={href}
      className={className}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={(event) => handleLinkClick(event, href)}
    >
      {children}
    </a>
  );
}

export function Footer({ now = new Date() }: { now?: Date }) {
  const footer = useShellPage('footer') ?? DEFAULT_PAGES.footer;
  const columns = splitIntoColumns(footer.nav_links, LIMITS.footerLinkColumns);
  const year = now.getFullYear();
  const newsletterTitle = (footer.newsletter_title || 'Stay updated').toUpperCase();
  const guide = footer.download_asset;
  // The content usually carries its own copyright line; only without one does the shell add it.
  const hasCopyright = footer.bottom_texts.some((item) => item.text.includes('©'));
  const withYear = (text: string) => text.replaceAll('{year}', String(year));
  const bottomTexts = footer.bottom_texts.filter((item) => !item.url);
  const bottomLinks = footer.bottom_texts.flatMap((item) => (item.url ? [{ text: item.text, url: item.url }] : []));

  return (
    <footer className={styles.footer} data-boundary="shell">
      <div className={styles.backToTopRow}>
        <button
          type="button"
          className={styles.backToTop}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          Back to top <ArrowUpIcon size={18} />
        </button>
      </div>

      <section className={styles.newsletter} aria-labelledby="shell-newsletter-title">
        <div className={styles.newsletterInner}>
          <div className={styles.newsletterCopy}>
            <h2 id="shell-newsletter-title" className={styles.newsletterTitle}>
              {newsletterTitle}
            </h2>
            <p className={styles.newsletterText}>
              New releases, limited editions and range days from Bozeman, Montana. No noise.
            </p>
          </div>
          <div className={styles.newsletterForm}>
            <WhenNearViewport placeholder={<div className={styles.formPlaceholder} />}>
              <RemoteFragment
                id={NEWSLETTER_SIGNUP}
                props={{ variant: 'footer' as const }}
                fallback={<div className={styles.formPlaceholder} />}
              />
            </WhenNearViewport>
          </div>
        </div>
      </section>

      <div className={styles.main}>
        <div className={styles.brandColumn}>
          <a
            href="/"
            className={styles.brand}
            aria-label={`${BRAND.name} home`}
            onClick={(event) => handleLinkClick(event, '/')}
          >
            <BrandMark size={44} />
            <span aria-hidden="true">
              <strong>Halvorsen</strong> Arms
            </span>
          </a>
          <p className={styles.tagline}>Built in Bozeman, Montana. Made to be carried for a lifetime.</p>
          {footer.social_links.length > 0 && (
            <ul className={styles.social} aria-label="Follow us">
              {footer.social_links.map((link) => (
                <li key={link.icon}>
                  <a
                    href={link.social_media_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${BRAND.name} on ${SOCIAL_LABELS[link.icon]} (opens in a new tab)`}
                    className={styles.socialLink}
                  >
                    <SocialIcon icon={link.icon} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {guide.url && (
            <a href={mediaUrl(guide.url)} className={styles.guide} target="_blank" rel="noopener noreferrer" download>
              <DownloadIcon size={18} />
              {guide.title || 'Product guide'}
            </a>
          )}
        </div>

        {footer.nav_links.length > 0 && (
          <nav className={styles.columns} aria-label="Footer">
            {columns.map((column, index) =>
              column.length > 0 ? (
                <ul key={index} className={styles.column}>
                  {column.map((link) => (
                    <li key={`${link.url}-${link.title}`}>
                      <FooterLink href={link.url} className={styles.columnLink}>
                        {link.title}
                      </FooterLink>
                    </li>
                  ))}
                </ul>
              ) : null,
            )}
          </nav>
        )}
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomTexts}>
          {!hasCopyright && (
            <p className={styles.copyright}>
              © {year} {BRAND.name}. All rights reserved.
            </p>
          )}
          {bottomTexts.map((item, index) => (
            <p key={index} className={styles.copyright}>
              {withYear(item.text)}
            </p>
          ))}
        </div>
        {bottomLinks.length > 0 && (
          <ul className={styles.bottomList}>
            {bottomLinks.map((item) => (
              <li key={`${item.url}-${item.text}`}>
                <FooterLink href={item.url} className={styles.bottomLink}>
                  {withYear(item.text)}
                </FooterLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
