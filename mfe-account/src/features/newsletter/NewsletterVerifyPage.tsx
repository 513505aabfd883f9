import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { notify } from 'shared-contracts';
import { ApiCallError } from 'shared-kit';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import styles from './NewsletterVerifyPage.module.css';
import { verifyNewsletterEmail } from './newsletter-api';

const FAILED = 'Email verification failed';
const CONFIRMED = 'Your newsletter subscription is confirmed';

/**
 * /Newsletter/verify/{token}: the link in the subscription e-mail. Shows a verifying message, then
 * a toast with the outcome (the server's message first), then goes home.
 */
export function NewsletterVerifyPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also when React runs effects twice in development.
    if (sentFor.current === token) return;
    sentFor.current = token;
    verifyNewsletterEmail(token)
      .then(
        (answer) => notify.emit({ type: 'success', message: answer?.message || CONFIRMED }),
        (error: unknown) =>
          notify.emit({
            type: 'error',
            message: (error instanceof ApiCallError && error.body?.message) || FAILED,
          }),
      )
      .finally(() => navigate('/', { replace: true }));
  }, [token, navigate]);

  return (
    <AuthLayout
      title="Newsletter Verification"
      intro={<p>Confirming the email address you subscribed with.</p>}
      panelTitle="Stay updated"
      panelText="Launches, limited editions and range days from Bozeman, Montana."
    >
      <p className={styles.verifying} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        Verifying your email…
      </p>
    </AuthLayout>
  );
}
