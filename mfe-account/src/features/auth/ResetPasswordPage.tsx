import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { button } from 'shared-contracts/kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-contracts/kit/captcha';
import { AUTH_LABELS, resetPasswordFormSchema } from 'shared-contracts/schemas/auth';
import { FormNotice } from '../../shared/forms/FormNotice';
import { OpensSoonNotice } from '../../shared/forms/OpensSoonNotice';
import { PasswordField } from '../../shared/forms/PasswordField';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import styles from './auth-form.module.css';

/** /auth/reset-password?token=...: the link from the reset e-mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const captcha = useRef<CaptchaHandle>(null);
  const [checked, setChecked] = useState(false);
  const { errors, setValue, validate, bind } = useSchemaForm(
    { password: '', confirmPassword: '', token, captcha: '' },
    () => resetPasswordFormSchema,
  );
  const onCaptchaToken = useCallback((value: string | null) => setValue('captcha', value ?? ''), [setValue]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(false);
    // POST /Auth/reset-password arrives with the auth service.
    if (await validate()) setChecked(true);
  }

  return (
    <AuthLayout
      title="Reset Password"
      intro={<p>Choose a new password for your account. Use at least 8 characters.</p>}
      panelTitle="A fresh start"
      panelText="Pick something long and memorable. Your old password stops working once you save."
    >
      {!token ? (
        <FormNotice kind="error">
          <p>
            This reset link is missing its token. Open the link from your e-mail again, or{' '}
            <Link to="/forgot-password">request a new one</Link>.
          </p>
        </FormNotice>
      ) : null}
      <form className={styles.form} noValidate onSubmit={submit}>
        <PasswordField
          label={AUTH_LABELS.password}
          autoComplete="new-password"
          hint="At least 8 characters."
          {...bind('password')}
        />
        <PasswordField label={AUTH_LABELS.confirmPassword} autoComplete="new-password" {...bind('confirmPassword')} />
        <Captcha ref={captcha} error={errors.captcha} onTokenChange={onCaptchaToken} />
        {checked ? <OpensSoonNotice what="Password reset" /> : null}
        <button type="submit" className={button('primary', { block: true })} disabled={!token}>
          Reset Password
        </button>
      </form>
      <p className={styles.switch}>
        <Link to="/login">
          Changed your mind? <strong>Back to sign in</strong>
        </Link>
      </p>
    </AuthLayout>
  );
}
