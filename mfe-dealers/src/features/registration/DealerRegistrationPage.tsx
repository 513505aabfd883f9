import { BRAND } from 'shared-contracts';
import { RichText } from 'shared-kit/rich-text';
import { textOr, usePageContent } from '../../shared/content/use-page-content';
import { DealersLink } from '../../shared/navigation/DealersLink';
import { PageHero } from '../../shared/PageHero';
import { DealerRegistrationForm } from './DealerRegistrationForm';
import styles from './DealerRegistrationPage.module.css';

const needs: { title: string; text: string }[] = [
  { title: 'Your company', text: 'Company name, website, phone number and a business e-mail address.' },
  {
    title: 'A contact and a password',
    text: 'The first and last name of the person we deal with, and a password for the dealer account.',
  },
  {
    title: 'Your addresses',
    text: 'The shipping address, a billing address if it differs, and the address customers see in the dealer locator.',
  },
  {
    title: 'FFL / SOT',
    text: 'If you hold an FFL or SOT: your FFL number and FFL document, and optionally your SOT EIN and SOT document (PDF or TIFF).',
  },
];

const TITLE = 'Dealer Registration';

/** /dealer-registration: the application form, with what applying takes beside it. */
export default function DealerRegistrationPage() {
  const content = usePageContent('dealerregistration', TITLE);
  const intro = Array.isArray(content?.intro) && content.intro.length > 0 ? content.intro : null;
  return (
    <>
      <PageHero
        eyebrow="Dealers"
        title={textOr(content?.title, TITLE)}
        intro={
          intro ? (
            <RichText content={intro} />
          ) : (
            <p>
              Apply to stock and sell Halvorsen Arms rifles, pistols and accessories, and to appear in our dealer
              locator.
            </p>
          )
        }
      />
      <div className={styles.layout}>
        <section aria-labelledby="dealer-application" className={styles.main}>
          <h2 id="dealer-application" className={styles.heading}>
            Your application
          </h2>
          <p className={styles.lead}>Fields marked * are required.</p>
          <DealerRegistrationForm />
        </section>
        <aside aria-labelledby="what-you-need" className={styles.aside}>
          <h2 id="what-you-need" className={styles.asideTitle}>
            What you will need
          </h2>
          <ol className={styles.needs}>
            {needs.map((need, index) => (
              <li key={need.title} className={styles.need}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div>
                  <h3 className={styles.needTitle}>{need.title}</h3>
                  <p className={styles.needText}>{need.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className={styles.help}>
            Questions? E-mail <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>. Looking for a shop
            instead? <DealersLink to="/dealer-locator">Find a Dealer</DealersLink>.
          </p>
        </aside>
      </div>
    </>
  );
}
