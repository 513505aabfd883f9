import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from 'shared-contracts';
import { AUTH_LABELS, resetPasswordFormSchema } from 'shared-contracts/schemas/auth';
import { button } from 'shared-kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-kit/captcha';
import { usePageMeta } from '../../shared/content/use-page-meta';
import { FormNotice } from '../../shared/forms/FormNotice';
import { PasswordField } from '../../shared/forms/PasswordField';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import { AccountLink } from '../../shared/navigation/AccountLink';
import { resetPassword } from './auth-api';
import styles from './auth-form.module.css';

/** 001 section 8, exactly. */
export const RESET_PASSWORD_MESSAGES = {
  success: 'Password reset successfully',
  failure: 'Something went wrong, please try again',
} as const;

/** /auth/reset-password?token=...: the link from the reset e-mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const captcha = useRef<CaptchaHandle>(null);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { errors, setValue, validate, bind } = useSchemaForm(
    { password: '', confirmPassword: '', token, captcha: '' },
    () => resetPasswordFormSchema,
  );
  const onCaptchaToken = useCallback((value: string | null) => setValue('captcha', value ?? ''), [setValue]);

  usePageMeta('resetpassword', 'Reset Password');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const form = await validate();
    if (!form) return;
    const { confirmPassword: _confirm, ...request } = form;
    setSending(true);
    try {
      await resetPassword(request);
      notify.emit({ type: 'success', message: RESET_PASSWORD_MESSAGES.success });
      navigate('/login');
    } catch {
      setFailure(RESET_PASSWORD_MESSAGES.failure);
      captcha.current?.reset();
      setSending(false);
    }
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
            <AccountLink to="/forgot-password">request a new one</AccountLink>.
          </p>
        </FormNotice>
      ) : null}
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={sending}>
        <PasswordField
          label={AUTH_LABELS.password}
          autoComplete="new-password"
          hint="At least 8 characters."
          {...bind('password')}
        />
        <PasswordField label={AUTH_LABELS.confirmPassword} autoComplete="new-password" {...bind('confirmPassword')} />
        <Captcha ref={captcha} error={errors.captcha} onTokenChange={onCaptchaToken} />
        {failure ? <FormNotice kind="error">{failure}</FormNotice> : null}
        <button type="submit" className={button('primary', { block: true })} disabled={!token || sending}>
          Reset Password
        </button>
      </form>
      <p className={styles.switch}>
        <AccountLink to="/login">
          Changed your mind? <strong>Back to sign in</strong>
        </AccountLink>
      </p>
    </AuthLayout>
  );
}
