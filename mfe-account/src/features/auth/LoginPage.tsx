import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { button } from 'shared-contracts/kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-contracts/kit/captcha';
import { AUTH_LABELS, loginSchema } from 'shared-contracts/schemas/auth';
import { OpensSoonNotice } from '../../shared/forms/OpensSoonNotice';
import { PasswordField } from '../../shared/forms/PasswordField';
import { TextField } from '../../shared/forms/TextField';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import styles from './auth-form.module.css';

export function LoginPage() {
  const captcha = useRef<CaptchaHandle>(null);
  const [checked, setChecked] = useState(false);
  const { errors, setValue, validate, bind } = useSchemaForm(
    { email: '', password: '', captcha: '' },
    () => loginSchema,
  );
  const onCaptchaToken = useCallback((token: string | null) => setValue('captcha', token ?? ''), [setValue]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(false);
    // POST /Auth/login arrives with the auth service; until then say so rather than pretend.
    if (await validate()) setChecked(true);
  }

  return (
    <AuthLayout
      title="Sign In"
      intro={<p>Sign in with the email address and password of your Halvorsen Arms account.</p>}
      panelTitle="Welcome back"
      panelText="Your orders, saved addresses and Pro Deal status, in one place."
      panelPoints={['Track every order', 'Check out faster with saved addresses', 'Apply for Pro Deal pricing']}
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField label={AUTH_LABELS.email} type="email" inputMode="email" autoComplete="email" {...bind('email')} />
        <PasswordField label={AUTH_LABELS.password} autoComplete="current-password" {...bind('password')} />
        <p className={styles.aside}>
          <Link to="/forgot-password" className={button('text')}>
            Forgot password?
          </Link>
        </p>
        <Captcha ref={captcha} error={errors.captcha} onTokenChange={onCaptchaToken} />
        {checked ? <OpensSoonNotice what="Sign-in" /> : null}
        <button type="submit" className={button('primary', { block: true })}>
          Sign In
        </button>
      </form>
      <p className={styles.switch}>
        <Link to="/register">
          New to Halvorsen Arms? <strong>Create an account</strong>
        </Link>
      </p>
    </AuthLayout>
  );
}
