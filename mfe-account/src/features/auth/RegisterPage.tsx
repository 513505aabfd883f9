import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { isSignedIn, useAuthState } from 'shared-contracts/kit/auth-state';
import { button } from 'shared-contracts/kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-contracts/kit/captcha';
import { AUTH_LABELS, registerFormSchema } from 'shared-contracts/schemas/auth';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { OpensSoonNotice } from '../../shared/forms/OpensSoonNotice';
import { PasswordField } from '../../shared/forms/PasswordField';
import { TextField } from '../../shared/forms/TextField';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import styles from './auth-form.module.css';

export function RegisterPage() {
  const auth = useAuthState();
  const captcha = useRef<CaptchaHandle>(null);
  const [checked, setChecked] = useState(false);
  const { values, errors, setValue, validate, bind } = useSchemaForm(
    { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', newsletter: false, captcha: '' },
    () => registerFormSchema,
  );
  const onCaptchaToken = useCallback((token: string | null) => setValue('captcha', token ?? ''), [setValue]);

  // A signed-in visitor has an account already: the account area is where they belong.
  if (isSignedIn(auth)) return <Navigate to="/profile" replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(false);
    // POST /Auth/register arrives with the auth service; until then say so rather than pretend.
    if (await validate()) setChecked(true);
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
      <form className={styles.form} noValidate onSubmit={submit}>
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
        {checked ? <OpensSoonNotice what="Account registration" /> : null}
        <button type="submit" className={button('primary', { block: true })}>
          Create Account
        </button>
      </form>
      <p className={styles.switch}>
        <Link to="/login">
          Already have an account? <strong>Sign in</strong>
        </Link>
      </p>
    </AuthLayout>
  );
}
