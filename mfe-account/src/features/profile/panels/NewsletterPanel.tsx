import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { notify } from 'shared-contracts';
import type { Profile } from 'shared-contracts/api/account';
import { NEWSLETTER_API_MESSAGES, NEWSLETTER_MESSAGES } from 'shared-contracts/schemas/newsletter';
import { apiCall } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-kit/captcha';
import { CheckboxField } from '../../../shared/forms/CheckboxField';
import { FormNotice } from '../../../shared/forms/FormNotice';
import { WithProfile } from '../../../shared/profile/WithProfile';
import styles from './panels.module.css';

const quiet = { skipErrorHandler: true } as const;

interface NewsletterStatus {
  isSubscribed: boolean;
  /** Asked for, and the confirmation e-mail's link not followed yet (double opt-in). */
  pending: boolean;
}

/** GET /Newsletter/status/{email}: answered for the signed-in customer's own address only. */
function useNewsletterStatus(email: string, fallback: boolean) {
  const [status, setStatus] = useState<NewsletterStatus>({ isSubscribed: fallback, pending: false });
  const load = useCallback(async () => {
    try {
      setStatus(await apiCall<NewsletterStatus>(`/Newsletter/status/${encodeURIComponent(email)}`, quiet));
    } catch {
      // The profile's flag stays what it said.
    }
  }, [email]);
  useEffect(() => {
    void load();
  }, [load]);
  return { status, load };
}

function NewsletterForm({ profile, reload }: { profile: Profile; reload: () => Promise<void> }) {
  const captcha = useRef<CaptchaHandle>(null);
  const { status, load } = useNewsletterStatus(profile.email, profile.isSubscribed);
  const [subscribe, setSubscribe] = useState(profile.isSubscribed);
  useEffect(() => setSubscribe(status.isSubscribed || status.pending), [status]);
  const [confirmationSent, setConfirmationSent] = useState(false);
  const [token, setToken] = useState('');
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const onToken = useCallback((value: string | null) => {
    setToken(value ?? '');
    setCaptchaError(undefined);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) {
      setCaptchaError(NEWSLETTER_MESSAGES.captchaRequired);
      return;
    }
    setSaving(true);
    try {
      // Save subscribes or unsubscribes depending on the change, then reloads the status (001 §4).
      if (subscribe && !status.isSubscribed) {
        await apiCall('/Newsletter/subscribe', {
          method: 'POST',
          body: { email: profile.email, firstName: profile.firstName, lastName: profile.lastName, captcha: token },
          ...quiet,
        });
        notify.emit({ type: 'success', message: NEWSLETTER_MESSAGES.subscribed });
        setConfirmationSent(true);
      } else if (!subscribe && (status.isSubscribed || status.pending)) {
        await apiCall('/Newsletter/unsubscribe', { method: 'POST', body: { email: profile.email }, ...quiet });
        notify.emit({ type: 'success', message: NEWSLETTER_MESSAGES.unsubscribed });
      }
      await Promise.all([reload(), load()]);
    } catch {
      // 001 section 8: a failure shows no message; the captcha is cleared and asked again.
    } finally {
      captcha.current?.reset();
      setToken('');
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={saving}>
      <p className={styles.cardText}>
        {status.isSubscribed
          ? `You are subscribed with ${profile.email}.`
          : status.pending
            ? `Waiting for you to confirm: follow the link we sent to ${profile.email}.`
            : `You are not subscribed. We would write to ${profile.email}.`}
      </p>
      {confirmationSent ? <FormNotice>{NEWSLETTER_API_MESSAGES.confirmationSent}</FormNotice> : null}
      <CheckboxField
        label="Subscribe to the Halvorsen Arms newsletter"
        name="isSubscribed"
        hint="New rifles, limited editions and range days, about once a month. Unsubscribe any time."
        checked={subscribe}
        onCheckedChange={setSubscribe}
      />
      <Captcha ref={captcha} error={captchaError} onTokenChange={onToken} />
      <div className={styles.toolbar}>
        <button type="submit" className={button('primary')} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** Newsletter (001, Account area): a subscribe checkbox and a captcha. */
export function NewsletterPanel() {
  return <WithProfile>{(profile, reload) => <NewsletterForm profile={profile} reload={reload} />}</WithProfile>;
}
