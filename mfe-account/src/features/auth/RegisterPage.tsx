import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_LABELS, registerFormSchema } from 'shared-contracts/schemas/auth';
import { isSignedIn, useAuthState } from 'shared-kit/auth-state';
import { button } from 'shared-kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-kit/captcha';
import { usePageMeta } from '../../shared/content/use-page-meta';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { PasswordField } from '../../shared/forms/PasswordField';
import { serverFieldErrors } from '../../shared/forms/server-errors';
import { TextField } from '../../shared/forms/TextField';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import { AccountLink } from '../../shared/navigation/AccountLink';
import { safeReturnPath } from '../../shared/navigation/safe-return';
import { register } from './auth-api';
import styles from './auth-form.module.css';

export function RegisterPage() {
  const auth = useAuthState();
  const captcha = useRef<CaptchaHandle>(null);
  const navigate = useNavigate();
  const returnTo = (useLocation().state as { returnTo?: string } | null)?.returnTo;
  const [sending, setSending] = useState(false);
  const [registered, setRegistered] = useState(false);
  const { values, errors, setValue, validate, bind, showServerErrors } = useSchemaForm(
    { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', newsletter: false, captcha: '' },
    () => registerFormSchema,
  );
  const onCaptchaToken = useCallback((token: string | null) => setValue('captcha', token ?? ''), [setValue]);
  usePageMeta('register', 'Create Account');

  // A signed-in visitor has an account already: the account area is where they belong (but not
  // the visitor who has just registered here: they go on to where they were heading).
  if (isSignedIn(auth) && !registered) return <Navigate to="/profile" replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = await validate();
    if (!form) return;
    const { confirmPassword: _confirm, ...request } = form;
    setSending(true);
    try {
      setRegistered(true);
      await register(request);
      navigate(safeReturnPath(returnTo), { replace: true });
    } catch (error) {
      setRegistered(false);
      // The shared handler has shown the failure; a taken e-mail or a rule the server holds also
      // shows on its field.
      showServerErrors(serverFieldErrors(error));
      captcha.current?.reset();
      setSending(false);
    }
  }

  return (
    <AuthLayout
      title="Create Account"
      intro={<p>A Halvorsen Arms account keeps your orders, addresses and discount programs together.</p>}
      panelTitle="Join Halvorsen Arms"
      panelText="Built in Bozeman, backed for life. Your account makes owning one easier."
      panelPoints={[
        'Order history in one place',
        'Saved shipping and billing addresses',
        'Pro Deal pricing for qualifying professionals',
        'Launch news, only if you want it',
      ]}
    >
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={sending}>
        <div className={styles.pair}>
          <TextField label={AUTH_LABELS.firstName} autoComplete="given-name" {...bind('firstName')} />
          <TextField label={AUTH_LABELS.lastName} autoComplete="family-name" {...bind('lastName')} />
        </div>
        <TextField label={AUTH_LABELS.email} type="email" inputMode="email" autoComplete="email" {...bind('email')} />
        <PasswordField
          label={AUTH_LABELS.password}
          autoComplete="new-password"
          hint="At least 8 characters."
          {...bind('password')}
        />
        <PasswordField label={AUTH_LABELS.confirmPassword} autoComplete="new-password" {...bind('confirmPassword')} />
        <CheckboxField
          label="Sign Up for Newsletter"
          name="newsletter"
          hint="New rifles, limited editions and range days. Unsubscribe any time."
          checked={values.newsletter}
          onCheckedChange={(v) => setValue('newsletter', v)}
        />
        <Captcha ref={captcha} error={errors.captcha} onTokenChange={onCaptchaToken} />
        <button type="submit" className={button('primary', { block: true })} disabled={sending}>
          {sending ? 'Creating Account…' : 'Create Account'}
        </button>
      </form>
      <p className={styles.switch}>
        <AccountLink to="/login">
          Already have an account? <strong>Sign in</strong>
        </AccountLink>
      </p>
    </AuthLayout>
  );
}
