import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ProfileLayout } from '../features/profile/ProfileLayout';
import { ProfilePage } from '../features/profile/ProfilePage';
import { profileSections } from '../features/profile/sections';
import styles from './app.module.css';

// Each page outside the account area is its own chunk: /profile does not load the sign-in forms
// (and their validation rules), nor does /login load the account area's.
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })),
);
const NewsletterVerifyPage = lazy(() =>
  import('../features/newsletter/NewsletterVerifyPage').then((m) => ({ default: m.NewsletterVerifyPage })),
);
const NewsletterUnsubscribePage = lazy(() =>
  import('../features/newsletter/NewsletterUnsubscribePage').then((m) => ({ default: m.NewsletterUnsubscribePage })),
);

/** Every route the account remote owns (the shell mounts it for exactly these paths). */
export function AccountRoutes() {
  return (
    <div data-boundary="account" className={styles.root}>
      <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
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
      </Suspense>
    </div>
  );
}
