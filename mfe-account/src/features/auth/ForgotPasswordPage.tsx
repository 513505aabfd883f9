import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from 'shared-contracts';
import { AUTH_LABELS, forgotPasswordSchema } from 'shared-contracts/schemas/auth';
import { button } from 'shared-kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-kit/captcha';
import { usePageMeta } from '../../shared/content/use-page-meta';
import { FormNotice } from '../../shared/forms/FormNotice';
import { TextField } from '../../shared/forms/TextField';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import { AccountLink } from '../../shared/navigation/AccountLink';
import { forgotPassword } from './auth-api';
import styles from './auth-form.module.css';

/**
 * 001 section 8: what a failed request says, whatever the failure (a 429 of the rate limit
 * included: the server's words are not shown here).
 */
export const FORGOT_PASSWORD_FAILED = 'Something went wrong, please try again later';

export function ForgotPasswordPage() {
  const captcha = useRef<CaptchaHandle>(null);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { errors, setValue, validate, bind } = useSchemaForm({ email: '', captcha: '' }, () => forgotPasswordSchema);
  const onCaptchaToken = useCallback((token: string | null) => setValue('captcha', token ?? ''), [setValue]);

  usePageMeta('forgotpassword', 'Forgot Password');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const request = await validate();
    if (!request) return;
    setSending(true);
    try {
      // The same answer whether an account exists for the e-mail or not.
      const message = await forgotPassword(request);
      notify.emit({ type: 'success', message });
      navigate('/login');
    } catch {
      setFailure(FORGOT_PASSWORD_FAILED);
      captcha.current?.reset();
      setSending(false);
    }
  }

  return (
    <AuthLayout
      title="Forgot Password"
      intro={<p>Enter the email address of your account and we will send you a link to choose a new password.</p>}
      panelTitle="Locked out?"
      panelText="It happens. A reset link gets you back in within minutes."
    >
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={sending}>
        <TextField label={AUTH_LABELS.email} type="email" inputMode="email" autoComplete="email" {...bind('email')} />
        <Captcha ref={captcha} error={errors.captcha} onTokenChange={onCaptchaToken} />
        {failure ? <FormNotice kind="error">{failure}</FormNotice> : null}
        <button type="submit" className={button('primary', { block: true })} disabled={sending}>
          Send Reset Link
        </button>
      </form>
      <p className={styles.switch}>
        <AccountLink to="/login">
          Remembered it? <strong>Back to sign in</strong>
        </AccountLink>
      </p>
    </AuthLayout>
  );
}
