import { useState } from 'react';
import type { Profile } from 'shared-contracts/api/account';
import { button } from 'shared-kit/buttons';
import { serverMessage } from 'shared-kit/field-errors';
import { FormNotice } from '../../../shared/forms/FormNotice';
import { AccountLink } from '../../../shared/navigation/AccountLink';
import { AddressCard } from '../../../shared/profile/AddressCard';
import { resendVerification } from '../../../shared/profile/profile-api';
import { WithProfile } from '../../../shared/profile/WithProfile';
import styles from './panels.module.css';

/** 001 section 8, exactly. */
export const RESEND_MESSAGES = {
  success: 'A verification link was sent to your email',
  failure: 'There was an issue resending the verification link, please try again later.',
} as const;

function EmailVerification({ verified }: { verified: boolean }) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  if (verified) {
    return (
      <p className={styles.verified}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        Verified
      </p>
    );
  }
  async function resend() {
    setSending(true);
    setResult(null);
    try {
      await resendVerification();
      setResult({ ok: true, text: RESEND_MESSAGES.success });
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error, RESEND_MESSAGES.failure) });
    } finally {
      setSending(false);
    }
  }
  return (
    <>
      <p className={styles.cardText}>Your email address is not verified yet.</p>
      {result ? <FormNotice kind={result.ok ? 'info' : 'error'}>{result.text}</FormNotice> : null}
      <div className={styles.actions}>
        <button type="button" className={button('text')} onClick={() => void resend()} disabled={sending}>
          Resend Verification Link
        </button>
      </div>
    </>
  );
}

function Overview({ profile }: { profile: Profile }) {
  const shipping = profile.addresses.find((address) => address.isDefaultShipping);
  const billing = profile.addresses.find((address) => address.isDefaultBilling);
  return (
    <div className={styles.stack}>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="card-contact">
          <h2 id="card-contact" className={styles.cardTitle}>
            Contact Information
          </h2>
          <p className={styles.contact}>
            <strong>{profile.fullName}</strong>
            <span>{profile.email}</span>
            {profile.phoneNumber ? <span>{profile.phoneNumber}</span> : null}
          </p>
          <div className={styles.actions}>
            <AccountLink to="/profile/account-information" className={button('text')}>
              Edit
            </AccountLink>
            <AccountLink to="/profile/update-password" className={button('text')}>
              Change Password
            </AccountLink>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="card-newsletters">
          <h2 id="card-newsletters" className={styles.cardTitle}>
            Newsletters
          </h2>
          <p className={styles.cardText}>
            {profile.isSubscribed
              ? 'You are subscribed to the Halvorsen Arms newsletter.'
              : 'You are not subscribed to our newsletter.'}
          </p>
          <div className={styles.actions}>
            <AccountLink to="/profile/newsletter" className={button('text')}>
              Edit
            </AccountLink>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="card-verification">
          <h2 id="card-verification" className={styles.cardTitle}>
            Email Verification
          </h2>
          <EmailVerification verified={profile.isEmailVerified} />
        </section>
        <section className={styles.card} aria-labelledby="card-reviews">
          <h2 id="card-reviews" className={styles.cardTitle}>
            Reviews
          </h2>
          <p className={styles.cardText}>The reviews you wrote and whether they are published.</p>
          <div className={styles.actions}>
            <AccountLink to="/profile/my-reviews" className={button('text')}>
              My Reviews
            </AccountLink>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="card-products">
          <h2 id="card-products" className={styles.cardTitle}>
            Registered Products
          </h2>
          <p className={styles.cardText}>The firearms you registered for warranty service.</p>
          <div className={styles.actions}>
            <AccountLink to="/profile/my-products" className={button('text')}>
              My Products
            </AccountLink>
          </div>
        </section>
      </div>
      <section className={styles.group} aria-labelledby="card-addresses">
        <div className={styles.groupHead}>
          <h2 id="card-addresses" className={styles.cardTitle}>
            Default Addresses
          </h2>
          <AccountLink to="/profile/address-book" className={button('text')}>
            Manage Addresses
          </AccountLink>
        </div>
        <div className={styles.cards}>
          <AddressCard heading="Default Shipping Address" address={shipping} />
          <AddressCard heading="Default Billing Address" address={billing} />
        </div>
      </section>
    </div>
  );
}

/** The overview cards (001, Account area), filled from GET /User/profile. */
export function AccountOverview() {
  return <WithProfile>{(profile) => <Overview profile={profile} />}</WithProfile>;
}
