import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { notify } from 'shared-contracts';
import { Captcha } from '../features/captcha/Captcha';
import type { CaptchaHandle } from '../features/captcha/types';
import { TextField } from '../features/forms/TextField';
import { useSchemaForm } from '../features/forms/useSchemaForm';
import { loadNewsletterRules, subscribeToNewsletter } from '../features/newsletter/newsletterApi';
import styles from './NewsletterSignup.module.css';

export interface NewsletterSignupProps {
  /**
   * 'footer': only the form, light on the near-black footer band (the band has the heading);
   * 'page': heading, copy and form, ink on paper.
   */
  variant?: 'footer' | 'page';
}

const loadSchema = async () => (await loadNewsletterRules()).newsletterSubscribeSchema;

/**
 * STAY UPDATED: the newsletter signup the shell's footer embeds on every page (exposed as
 * `account/newsletter-signup`). Kept small: the yup rules load only when the visitor starts typing.
 */
export default function NewsletterSignup({ variant = 'footer' }: NewsletterSignupProps) {
  const headingId = useId();
  const captcha = useRef<CaptchaHandle>(null);
  const [sending, setSending] = useState(false);
  const { values, errors, setValue, validate, reset } = useSchemaForm(
    { email: '', firstName: '', lastName: '', captcha: '' },
    loadSchema,
  );
  const onCaptchaToken = useCallback((token: string | null) => setValue('captcha', token ?? ''), [setValue]);
  const tone = variant === 'footer' ? 'dark' : 'light';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const body = await validate();
      if (!body) return;
      await subscribeToNewsletter(body);
      const { NEWSLETTER_MESSAGES } = await loadNewsletterRules();
      notify.emit({ type: 'success', message: NEWSLETTER_MESSAGES.subscribed });
      reset();
      captcha.current?.reset();
    } catch {
      // The specification asks for no message here: a fresh captcha lets the visitor try again.
      captcha.current?.reset();
    } finally {
      setSending(false);
    }
  }

  const form = (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="Newsletter signup">
      <div className={styles.row}>
        <TextField
          className={styles.email}
          tone={tone}
          label="Email address"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          error={errors.email}
          onValueChange={(email) => setValue('email', email)}
          onFocus={() => void loadNewsletterRules()}
        />
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <Captcha ref={captcha} tone={tone} error={errors.captcha} onTokenChange={onCaptchaToken} />
    </form>
  );

  // The shell's footer band already carries the STAY UPDATED heading and copy: lend only the form.
  if (variant === 'footer') {
    return (
      <div data-boundary="account" className={`${styles.signup} ${styles.footer}`}>
        {form}
      </div>
    );
  }

  return (
    <section data-boundary="account" aria-labelledby={headingId} className={`${styles.signup} ${styles.page}`}>
      <div className={styles.layout}>
        <div className={styles.intro}>
          <h2 id={headingId} className={styles.heading}>
            Stay Updated
          </h2>
          <p className={styles.lede}>
            New rifles, limited editions and range days from Bozeman, Montana. A few e-mails a year; unsubscribe any
            time.
          </p>
        </div>
        {form}
      </div>
    </section>
  );
}
