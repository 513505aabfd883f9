import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ProfileLayout } from '../features/profile/ProfileLayout';
import { ProfilePage } from '../features/profile/ProfilePage';
import { profileSections } from '../features/profile/sections';
import { pageChunk } from '../shared/navigation/page-chunk';
import { release } from '../shared/release';
import styles from './app.module.css';

// Each page outside the account area is its own chunk: /profile does not load the sign-in forms
// (and their validation rules), nor does /login load the account area's.

const LoginPage = pageChunk(() => import('../features/auth/LoginPage').then((m) => m.LoginPage));
const RegisterPage = pageChunk(() => import('../features/auth/RegisterPage').then((m) => m.RegisterPage));
const ForgotPasswordPage = pageChunk(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = pageChunk(() =>
  import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const VerifyEmailPage = pageChunk(() => import('../features/auth/VerifyEmailPage').then((m) => m.VerifyEmailPage));
const NewsletterVerifyPage = pageChunk(() =>
  import('../features/newsletter/NewsletterVerifyPage').then((m) => m.NewsletterVerifyPage),
);
const NewsletterUnsubscribePage = pageChunk(() =>
  import('../features/newsletter/NewsletterUnsubscribePage').then((m) => m.NewsletterUnsubscribePage),
);

/** The pages that are chunks of their own (tests load them ahead). */
export const ACCOUNT_PAGE_CHUNKS = [
  LoginPage,
  RegisterPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  VerifyEmailPage,
  NewsletterVerifyPage,
  NewsletterUnsubscribePage,
];

/** Every route the account remote owns (the shell mounts it for exactly these paths). */
export function AccountRoutes() {
  return (
    <div data-boundary="account" data-release={release()} className={styles.root}>
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
