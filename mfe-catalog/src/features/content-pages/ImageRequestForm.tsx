/**
 * Product Image Request (media library): First name, Last name, email address, I'm looking for,
 * captcha. Clears on success; on failure the captcha resets and the shared error handler speaks.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { notify } from 'shared-contracts';
import { defaultMaxLength, TEXT_LIMITS } from 'shared-contracts/domain/limits';
import { apiCall } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-kit/captcha';
import { validateWith } from 'shared-kit/field-errors';
import { HydratedForm } from 'shared-kit/server-render';
import styles from './content-pages.module.css';

type Field = 'firstName' | 'lastName' | 'email' | 'lookingFor';
const EMPTY: Record<Field, string> = { firstName: '', lastName: '', email: '', lookingFor: '' };
const LABELS: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'email address',
  lookingFor: "I'm looking for",
};

export function ImageRequestForm({ title, content }: { title: string; content: string }) {
  const [values, setValues] = useState(EMPTY);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { imageRequestSchema, IMAGE_REQUEST_MESSAGES } = await import('shared-contracts/schemas/image-request');
    const checked = await validateWith(imageRequestSchema, { ...values, captcha: captcha ?? '' });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiCall('/Registration/image-request', { method: 'POST', body: checked.value });
      notify.emit({ type: 'success', message: IMAGE_REQUEST_MESSAGES.sent });
      setValues(EMPTY);
      captchaRef.current?.reset();
    } catch {
      captchaRef.current?.reset();
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, multiline = false) => {
    const props = {
      id: `${id}-${name}`,
      name,
      placeholder: 'Required',
      value: values[name],
      className: styles.input,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
      onChange: (e: { target: { value: string } }) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors(({ [name]: _drop, ...rest }) => rest);
      },
    };
    return (
      <div className={`${styles.formField} ${multiline ? styles.wide : ''}`}>
        <label htmlFor={props.id} className={styles.formLabel}>
          {LABELS[name]}
        </label>
        {multiline ? (
          <textarea rows={4} maxLength={TEXT_LIMITS.long} {...props} />
        ) : (
          <input
            type={name === 'email' ? 'email' : 'text'}
            maxLength={defaultMaxLength(name === 'email' ? 'email' : 'text')}
            {...props}
          />
        )}
        {errors[name] && (
          <p id={`${id}-${name}-error`} className={styles.error}>
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={styles.requestBand} aria-labelledby={`${id}-title`}>
      <div className={styles.requestIntro}>
        <h2 id={`${id}-title`} className={styles.blockTitle}>
          {title || 'Product Image Request'}
        </h2>
        {content && <p>{content}</p>}
      </div>
      <HydratedForm className={styles.requestForm} onSubmit={submit} noValidate>
        {field('firstName')}
        {field('lastName')}
        {field('email')}
        {field('lookingFor', true)}
        <div className={styles.wide}>
          <Captcha
            ref={captchaRef}
            error={errors.captcha}
            onTokenChange={(token) => {
              setCaptcha(token);
              setErrors(({ captcha: _drop, ...rest }) => rest);
            }}
          />
        </div>
        <div className={styles.wide}>
          <button type="submit" className={button('dark', { size: 'lg' })} disabled={busy}>
            {busy ? 'Sending…' : 'Send Request'}
          </button>
        </div>
      </HydratedForm>
    </section>
  );
}
