import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { notify } from 'shared-contracts';
import { Captcha, type CaptchaHandle } from 'shared-kit/captcha';
import { loadNewsletterRules, subscribeToNewsletter } from '../features/newsletter/newsletter-api';
import { TextField } from '../shared/forms/TextField';
import { useSchemaForm } from '../shared/forms/use-schema-form';
import styles from './NewsletterSignup.module.css';

/**
 * What a host may choose. Mounted as `account/newsletter-signup` (the shell's footer through its
 * fragment host; other remotes through `FragmentSlot` from `shared-kit/fragment-slot`).
 *
 * - `variant` 'footer' (default): only the form; the host's band carries the heading and copy.
 *   'page': the fragment's own band with its heading, a line of copy and the form.
 * - `heading` ('page' only): the band's h2. Default 'Stay Updated' (the limited-edition page says
 *   'Stay Informed').
 * - `lead` ('page' only): the line under the heading. Default: new rifles, limited editions and
 *   range days.
 * - `tone`: the colours of the band the signup sits on. 'dark' = off-white text and fields on the
 *   near-black; 'light' = ink on paper. Default 'dark' for 'footer' (the footer band is near-black)
 *   and 'light' for 'page'. Fields and captcha follow the tone.
 *
 * The footer passes `{ variant: 'footer' }` and gets what it always had.
 */
export interface NewsletterSignupProps {
  variant?: 'footer' | 'page';
  heading?: string;
  lead?: string;
  tone?: 'light' | 'dark';
}

const DEFAULT_HEADING = 'Stay Updated';
const DEFAULT_LEAD =
  'New rifles, limited editions and range days from Bozeman, Montana. A few e-mails a year; unsubscribe any time.';

const loadSchema = async () => (await loadNewsletterRules()).newsletterSubscribeSchema;

/**
 * STAY UPDATED: the one newsletter signup of the shop (exposed as `account/newsletter-signup`): the
 * shell's footer embeds it on every page, the limited-edition page on its own band. Kept small: the
 * yup rules load only when the visitor starts typing.
 */
export default function NewsletterSignup({
  variant = 'footer',
  heading = DEFAULT_HEADING,
  lead = DEFAULT_LEAD,
  tone = variant === 'footer' ? 'dark' : 'light',
}: NewsletterSignupProps) {
  const headingId = useId();
  const captcha = useRef<CaptchaHandle>(null);
  const [sending, setSending] = useState(false);
  const { values, errors, setValue, validate, reset } = useSchemaForm(
    { email: '', firstName: '', lastName: '', captcha: '' },
    loadSchema,
  );
  const onCaptchaToken = useCallback((token: string | null) => setValue('captcha', token ?? ''), [setValue]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const body = await validate();
      if (!body) return;
      await subscribeToNewsletter(body);
      const { NEWSLETTER_MESSAGES, NEWSLETTER_API_MESSAGES } = await loadNewsletterRules();
      // Double opt-in: the subscription starts when the link of the e-mail just sent is followed.
      notify.emit({
        type: 'success',
        message: `${NEWSLETTER_MESSAGES.subscribed}. ${NEWSLETTER_API_MESSAGES.confirmationSent}.`,
      });
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
          // NEWSLETTER_LABELS.email, written out: the schema module (yup) loads on first focus only.
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
      <div data-boundary="account" data-tone={tone} className={`${styles.signup} ${styles[tone]}`}>
        {form}
      </div>
    );
  }

  return (
    <section
      data-boundary="account"
      data-tone={tone}
      aria-labelledby={headingId}
      className={`${styles.signup} ${styles[tone]} ${styles.page}`}
    >
      <div className={styles.layout}>
        <div className={styles.intro}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.lede}>{lead}</p>
        </div>
        {form}
      </div>
    </section>
  );
}
