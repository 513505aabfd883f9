import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { button } from 'shared-contracts/kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-contracts/kit/captcha';
import { AUTH_LABELS, forgotPasswordSchema } from 'shared-contracts/schemas/auth';
import { OpensSoonNotice } from '../../shared/forms/OpensSoonNotice';
import { TextField } from '../../shared/forms/TextField';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import styles from './auth-form.module.css';

export function ForgotPasswordPage() {
  const captcha = useRef<CaptchaHandle>(null);
  const [checked, setChecked] = useState(false);
  const { errors, setValue, validate, bind } = useSchemaForm({ email: '', captcha: '' }, () => forgotPasswordSchema);
  const onCaptchaToken = useCallback((token: string | null) => setValue('captcha', token ?? ''), [setValue]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(false);
    // POST /Auth/forgot-password arrives with the auth service.
    if (await validate()) setChecked(true);
  }

  return (
    <AuthLayout
      title="Forgot Password"
      intro={<p>Enter the email address of your account and we will send you a link to choose a new password.</p>}
      panelTitle="Locked out?"
      panelText="It happens. A reset link gets you back in within minutes."
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField label={AUTH_LABELS.email} type="email" inputMode="email" autoComplete="email" {...bind('email')} />
        <Captcha ref={captcha} error={errors.captcha} onTokenChange={onCaptchaToken} />
        {checked ? <OpensSoonNotice what="Password reset" /> : null}
        <button type="submit" className={button('primary', { block: true })}>
          Send Reset Link
        </button>
      </form>
      <p className={styles.switch}>
        <Link to="/login">
          Remembered it? <strong>Back to sign in</strong>
        </Link>
      </p>
    </AuthLayout>
  );
}
