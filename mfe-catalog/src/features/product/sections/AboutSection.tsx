import { useId, useState } from 'react';
import { type ContentLink, mediaUrl } from 'shared-contracts';
import { MediaImage } from '../../../shared/ui/MediaImage';
import { RichText } from '../../../shared/ui/RichText';
import type { ProductView } from '../product-view';
import { Section } from './Section';
import styles from './sections.module.css';
import { TechSpecs } from './TechSpecs';

/** The rifle page's long story: about (with read more), specs, manuals, patents and disclaimer. */
export function AboutSection({ view }: { view: ProductView }) {
  const { about } = view;
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Section title={about.title || `About the ${view.title}`} id="about" tone="dark">
        <div className={styles.about}>
          <div className={styles.aboutText}>
            {about.subtitle && <p className={styles.kicker}>{about.subtitle}</p>}
            {about.summary && <p className={styles.lead}>{about.summary}</p>}
            <RichText content={about.details} className={styles.onDark} />
            {about.readMore.length > 0 && (
              <>
                <div id={`${id}-more`} hidden={!open}>
                  <RichText content={about.readMore} className={styles.onDark} />
                </div>
                <button
                  type="button"
                  className={styles.readMore}
                  aria-expanded={open}
                  aria-controls={`${id}-more`}
                  onClick={() => setOpen((o) => !o)}
                >
                  {open ? 'Read less' : 'Read more'}
                </button>
              </>
            )}
          </div>
          <MediaImage media={about.imgUrl} className={styles.aboutImage} />
        </div>
      </Section>
      {about.techSpecs.length > 0 && (
        <Section title="Tech Specs" id="tech-specs">
          <TechSpecs specs={about.techSpecs} />
        </Section>
      )}
      <Documents manuals={view.manuals} view={view} />
    </>
  );
}

function Documents({ manuals, view }: { manuals: ContentLink[]; view: ProductView }) {
  const { patents, disclaimer } = view.about;
  if (manuals.length === 0 && patents.length === 0 && !disclaimer) return null;
  return (
    <Section title="Manuals & Patents" id="documents" tone="deep">
      <div className={styles.docs}>
        {manuals.length > 0 && (
          <div>
            <h3 className={styles.subheading}>Manuals</h3>
            <ul className={styles.manuals}>
              {manuals.map((manual) => (
                <li key={manual.url}>
                  <a href={mediaUrl(manual.url)} target="_blank" rel="noreferrer" className={styles.manual}>
                    <span aria-hidden="true" className={styles.docIcon}>
                      ⤓
                    </span>
                    {manual.title}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {patents.length > 0 && (
          <div>
            <h3 className={styles.subheading}>Patents</h3>
            <ul className={styles.patents}>
              {patents.map((patent) => (
                <li key={patent.number}>
                  <span>{patent.title}</span>
                  <span className={styles.patentNumber}>{patent.number}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {disclaimer && <p className={styles.disclaimer}>{disclaimer}</p>}
    </Section>
  );
}
