import { Link, useSearchParams } from 'react-router-dom';
import { button } from 'shared-contracts/kit/buttons';
import { FormNotice } from '../../shared/forms/FormNotice';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import styles from './auth-form.module.css';

/** /verify-email?token=...: the registration e-mail's link (POST /Auth/verify-registration). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout
      title="Verify Email"
      intro={<p>Confirm the email address of your new Halvorsen Arms account.</p>}
      panelTitle="One last step"
      panelText="Verifying your email keeps your account, orders and warranty records secure."
    >
      <div className={styles.status}>
        {token ? (
          <FormNotice>
            <p>
              <strong>Email verification opens soon,</strong> together with account registration. Nothing was verified
              yet.
            </p>
          </FormNotice>
        ) : (
          <FormNotice kind="error">
            <p>This verification link is missing its token. Open the link from your e-mail again.</p>
          </FormNotice>
        )}
        <Link to="/" className={button('secondary')}>
          Continue shopping
        </Link>
      </div>
    </AuthLayout>
  );
}
