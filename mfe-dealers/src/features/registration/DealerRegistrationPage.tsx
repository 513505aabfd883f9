import { Link } from 'react-router-dom';
import { BRAND } from 'shared-contracts';
import { button } from 'shared-contracts/kit/buttons';
import { PageHero } from '../../shared/PageHero';
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

/** /dealer-registration: what applying takes. The application form itself comes in a later release. */
export function DealerRegistrationPage() {
  return (
    <>
      <PageHero
        eyebrow="Dealers"
        title="Dealer Registration"
        intro={
          <p>
            Apply to stock and sell Halvorsen Arms rifles, pistols and accessories, and to appear in our dealer locator.
          </p>
        }
      />
      <div className={styles.layout}>
        <section aria-labelledby="what-you-need">
          <h2 id="what-you-need" className={styles.heading}>
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
        </section>
        <aside className={styles.status} aria-labelledby="form-status">
          <h2 id="form-status" className={styles.statusTitle}>
            The online form is coming
          </h2>
          <p>The dealer application form opens in a coming release; it cannot be filled in on this site yet.</p>
          <p>
            Until then, e-mail <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a> with your company
            details and FFL, and our dealer team will get back to you.
          </p>
          <Link to="/dealer-locator" className={button('secondary')}>
            Find a Dealer
          </Link>
        </aside>
      </div>
    </>
  );
}
