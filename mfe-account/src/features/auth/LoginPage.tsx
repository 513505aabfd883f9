import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_LABELS, loginSchema } from 'shared-contracts/schemas/auth';
import { button } from 'shared-kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-kit/captcha';
import { usePageMeta } from '../../shared/content/use-page-meta';
import { PasswordField } from '../../shared/forms/PasswordField';
import { TextField } from '../../shared/forms/TextField';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import { AccountLink } from '../../shared/navigation/AccountLink';
import { safeReturnPath } from '../../shared/navigation/safe-return';
import { login } from './auth-api';
import styles from './auth-form.module.css';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const captcha = useRef<CaptchaHandle>(null);
  const [sending, setSending] = useState(false);
  const { errors, setValue, validate, bind } = useSchemaForm(
    { email: '', password: '', captcha: '' },
    () => loginSchema,
  );
  const onCaptchaToken = useCallback((token: string | null) => setValue('captcha', token ?? ''), [setValue]);
  usePageMeta('login', 'Sign In');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = await validate();
    if (!request) return;
    setSending(true);
    try {
      await login(request);
      navigate(safeReturnPath(params.get('returnTo')), { replace: true });
    } catch {
      // The shared handler has shown the server's answer (the same whether the e-mail exists or
      // not); the captcha is spent either way (001 section 2: otherwise resets captcha).
      captcha.current?.reset();
      setSending(false);
    }
  }

  return (
    <AuthLayout
      title="Sign In"
      intro={<p>Sign in with the email address and password of your Halvorsen Arms account.</p>}
      panelTitle="Welcome back"
      panelText="Your orders, saved addresses and Pro Deal status, in one place."
      panelPoints={['Track every order', 'Check out faster with saved addresses', 'Apply for Pro Deal pricing']}
    >
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={sending}>
        <TextField label={AUTH_LABELS.email} type="email" inputMode="email" autoComplete="email" {...bind('email')} />
        <PasswordField label={AUTH_LABELS.password} autoComplete="current-password" {...bind('password')} />
        <p className={styles.aside}>
          <AccountLink to="/forgot-password" className={button('text')}>
            Forgot password?
          </AccountLink>
        </p>
        <Captcha ref={captcha} error={errors.captcha} onTokenChange={onCaptchaToken} />
        <button type="submit" className={button('primary', { block: true })} disabled={sending}>
          {sending ? 'Signing In…' : 'Sign In'}
        </button>
      </form>
      <p className={styles.switch}>
        <AccountLink to="/register" state={params.get('returnTo') ? { returnTo: params.get('returnTo') } : undefined}>
          New to Halvorsen Arms? <strong>Create an account</strong>
        </AccountLink>
      </p>
    </AuthLayout>
  );
}
