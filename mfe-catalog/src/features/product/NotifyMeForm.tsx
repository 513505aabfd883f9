/**
 * Out of stock: the back-in-stock alert (spec 001 §3, §5, §8). Email + captcha, validated with the
 * shared stock-alert schema (the API validates with the same one), then
 * POST /ProductNotification/subscribe. Loaded only when a chosen sku is out of stock.
 * A failure "shows the error message and resets captcha" (§8): the message is the shop's shared
 * 'Error: …' banner; a field the server names (the captcha it refused) also shows on that field.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { notify } from 'shared-contracts';
import { TEXT_LIMITS } from 'shared-contracts/domain/limits';
import { apiCall } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-kit/captcha';
import { serverFieldErrors, validateWith } from 'shared-kit/field-errors';
import { HydratedForm } from 'shared-kit/server-render';
import styles from './NotifyMeForm.module.css';

export default function NotifyMeForm({ productId, productName }: { productId: string; productName: string }) {
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { stockAlertSchema, STOCK_ALERT_MESSAGES } = await import('shared-contracts/schemas/stock-alert');
    const checked = await validateWith(stockAlertSchema, { email, productId, productName, captcha: captcha ?? '' });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiCall('/ProductNotification/subscribe', { method: 'POST', body: checked.value });
      const message = STOCK_ALERT_MESSAGES.subscribed(productName);
      setDone(message);
      notify.emit({ type: 'success', message });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      captchaRef.current?.reset();
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <p className={styles.done} role="status">
        {done}
      </p>
    );
  }

  return (
    <HydratedForm className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        Out of stock
      </p>
      <p className={styles.lead}>Leave your email and we will let you know as soon as it is back.</p>
      <label htmlFor={`${id}-email`} className={styles.label}>
        Email
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        maxLength={TEXT_LIMITS.email}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setErrors(({ email: _drop, ...rest }) => rest);
        }}
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={errors.email ? `${id}-email-error` : undefined}
        className={styles.input}
      />
      {errors.email && (
        <p id={`${id}-email-error`} className={styles.error}>
          {errors.email}
        </p>
      )}
      <Captcha
        ref={captchaRef}
        onTokenChange={(token) => {
          setCaptcha(token);
          setErrors(({ captcha: _drop, ...rest }) => rest);
        }}
        error={errors.captcha}
      />
      <button type="submit" className={button('dark', { size: 'lg' })} disabled={busy}>
        {busy ? 'Sending…' : 'Notify Me'}
      </button>
    </HydratedForm>
  );
}
