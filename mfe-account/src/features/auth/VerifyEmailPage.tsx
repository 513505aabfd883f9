import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from 'shared-contracts';
import { button } from 'shared-kit/buttons';
import { serverMessage } from 'shared-kit/field-errors';
import { FormNotice } from '../../shared/forms/FormNotice';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import { AccountLink } from '../../shared/navigation/AccountLink';
import { verifyRegistration } from './auth-api';
import styles from './auth-form.module.css';

/** 001 section 8, exactly. */
export const VERIFY_EMAIL_MESSAGES = {
  success: 'Registration verified successfully',
  failure: 'Email verification failed',
} as const;

/**
 * /verify-email?token=...: the registration e-mail's link. Shows that it is verifying, calls
 * POST /Auth/verify-registration once, says how it went in a toast and goes home (001 section 2).
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const started = useRef(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true; // a link is single use: never send it twice (StrictMode, re-renders)
    verifyRegistration(token)
      .then(() => notify.emit({ type: 'success', message: VERIFY_EMAIL_MESSAGES.success }))
      .catch((error: unknown) =>
        notify.emit({ type: 'error', message: serverMessage(error, VERIFY_EMAIL_MESSAGES.failure) }),
      )
      .finally(() => {
        setDone(true);
        navigate('/', { replace: true });
      });
  }, [token, navigate]);

  return (
    <AuthLayout
      title="Verify Email"
      intro={<p>Confirm the email address of your Halvorsen Arms account.</p>}
      panelTitle="One last step"
      panelText="Verifying your email keeps your account, orders and warranty records secure."
    >
      <div className={styles.status}>
        {token ? (
          <FormNotice>
            <p>{done ? 'Done. Taking you home…' : 'Verifying your email address…'}</p>
          </FormNotice>
        ) : (
          <FormNotice kind="error">
            <p>This verification link is missing its token. Open the link from your e-mail again.</p>
          </FormNotice>
        )}
        <AccountLink to="/" className={button('secondary')}>
          Continue shopping
        </AccountLink>
      </div>
    </AuthLayout>
  );
}
