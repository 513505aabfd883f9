/**
 * 'Stay Informed': the newsletter signup of the limited-edition page. Email + captcha, validated
 * with the shared newsletter schema (loaded with the form), POST /Newsletter/subscribe. Success
 * clears the form; failure resets the captcha and shows no message (spec 001 §4, §8).
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { apiCall, notify } from 'shared-contracts';
import buttons from '../../components/Button.module.css';
import { Captcha, type CaptchaHandle } from '../captcha/Captcha';
import { validateWith } from '../forms/validate';
import styles from './NewsletterForm.module.css';

export function NewsletterForm({ title = 'Stay Informed', lead }: { title?: string; lead?: string }) {
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { newsletterSubscribeSchema, NEWSLETTER_MESSAGES } = await import('shared-contracts/schemas/newsletter');
    const checked = await validateWith(newsletterSubscribeSchema, {
      email,
      firstName: '',
      lastName: '',
      captcha: captcha ?? '',
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiCall('/Newsletter/subscribe', { method: 'POST', body: checked.value, skipErrorHandler: true });
      notify.emit({ type: 'success', message: NEWSLETTER_MESSAGES.subscribed });
      setEmail('');
      captchaRef.current?.reset(); // a fresh captcha for the next signup
    } catch {
      captchaRef.current?.reset();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.band} aria-labelledby={`${id}-title`}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.copy}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.lead}>{lead ?? 'Be the first to hear when the next limited edition opens.'}</p>
        </div>
        <div className={styles.fields}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            Email
          </label>
          <div className={styles.row}>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              className={styles.input}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors(({ email: _drop, ...rest }) => rest);
              }}
            />
            <button type="submit" className={buttons.primary} disabled={busy}>
              {busy ? 'Subscribing…' : 'Subscribe'}
            </button>
          </div>
          {errors.email && (
            <p id={`${id}-email-error`} className={styles.error}>
              {errors.email}
            </p>
          )}
          <Captcha
            ref={captchaRef}
            error={errors.captcha}
            onChange={(token) => {
              setCaptcha(token);
              setErrors(({ captcha: _drop, ...rest }) => rest);
            }}
          />
        </div>
      </form>
    </section>
  );
}
