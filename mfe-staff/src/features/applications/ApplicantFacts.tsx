/** What an application says about its applicant (and, for a dealer, the business), as a list of facts. */
import type { ReactNode } from 'react';
import type { StaffDealerApplication, StaffPostalAddress } from 'shared-contracts/api/staff-inbox';
import { formatDate } from '../../shared/ui/format';
import styles from './applications.module.css';
import type { AnyApplication } from './applications-api';

const postal = (a: StaffPostalAddress) => `${a.streetAddress}, ${a.city}, ${a.state} ${a.postalCode}, ${a.country}`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ApplicantFacts({ application }: { application: AnyApplication }) {
  return (
    <dl className={styles.facts}>
      <Fact term="Applicant">
        {application.firstName} {application.lastName}
        <br />
        <a href={`mailto:${application.email}`}>{application.email}</a>
        <span className={styles.quiet}> ({application.emailVerified ? 'verified' : 'not verified'})</span>
      </Fact>
      {application.phone ? <Fact term="Phone">{application.phone}</Fact> : null}
      <Fact term="Applied">{formatDate(application.createdAt)}</Fact>
      {'company' in application ? <DealerFacts dealer={application} /> : null}
    </dl>
  );
}

function DealerFacts({ dealer }: { dealer: StaffDealerApplication }) {
  const locator = dealer.locatorAddress;
  return (
    <>
      <Fact term="FFL">
        {dealer.fflNumber ?? 'None given'}
        {dealer.fflExpiresOn ? (
          <span className={styles.quiet}> (expires {formatDate(dealer.fflExpiresOn)})</span>
        ) : null}
      </Fact>
      <Fact term="SOT EIN">{dealer.sotEin ?? 'None given'}</Fact>
      <Fact term="Business contact">
        {dealer.dealerPhone}
        {dealer.dealerEmail ? (
          <>
            <br />
            {dealer.dealerEmail}
          </>
        ) : null}
        {dealer.website ? (
          <>
            <br />
            <a href={dealer.website} target="_blank" rel="noreferrer noopener">
              {dealer.website}
            </a>
          </>
        ) : null}
      </Fact>
      <Fact term="Shipping address">{postal(dealer.shippingAddress)}</Fact>
      <Fact term="Billing address">{postal(dealer.billingAddress)}</Fact>
      <Fact term="Dealer locator">
        {dealer.inLocator ? 'Listed at ' : 'Not listed; would show '}
        {locator.address1}
        {locator.address2 ? `, ${locator.address2}` : ''}, {locator.city}, {locator.state} {locator.zip}
      </Fact>
    </>
  );
}
