import { Navigate, Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { NewsletterUnsubscribePage } from '../features/newsletter/NewsletterUnsubscribePage';
import { NewsletterVerifyPage } from '../features/newsletter/NewsletterVerifyPage';
import { ProfileLayout } from '../features/profile/ProfileLayout';
import { ProfilePage } from '../features/profile/ProfilePage';
import { profileSections } from '../features/profile/sections';
import styles from './app.module.css';

/** Every route the account remote owns (the shell mounts it for exactly these paths). */
export function AccountRoutes() {
  return (
    <div data-boundary="account" className={styles.root}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/Newsletter/verify/:token" element={<NewsletterVerifyPage />} />
        <Route path="/Newsletter/unsubscribe/:token" element={<NewsletterUnsubscribePage />} />
        <Route path="/profile" element={<ProfileLayout />}>
          <Route index element={<Navigate to="details" replace />} />
          {profileSections.map((section) => (
            <Route key={section.path} path={section.path} element={<ProfilePage section={section} />} />
          ))}
          <Route path="*" element={<Navigate to="details" replace />} />
        </Route>
      </Routes>
    </div>
  );
}
