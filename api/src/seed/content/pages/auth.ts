/** Side images and copy for the sign-in, registration and password screens. */
import type { AuthScreenPage } from 'shared-contracts/api/content';
import { hero } from '../media';

function authPage(title: string, subtitle: string, heroName: string, alt: string, description: string): AuthScreenPage {
  return {
    meta_data: { meta_title: `${title} | Halvorsen Arms`, meta_description: description },
    title,
    subtitle,
    image: hero(heroName, alt),
  };
}

export const loginPage = authPage(
  'Sign In',
  'Welcome back. Sign in to see your orders, addresses and Pro Deal status.',
  'login',
  'Mountains at dawn',
  'Sign in to your Halvorsen Arms account.',
);
export const registerPage = authPage(
  'Create an Account',
  'Track orders, save addresses and register your firearms.',
  'register',
  'Ridge line at dusk',
  'Create a Halvorsen Arms account.',
);
export const forgotPasswordPage = authPage(
  'Forgot Password',
  'Enter your e-mail and we will send you a link to choose a new password.',
  'forgot-password',
  'Night over the valley',
  'Reset your Halvorsen Arms password.',
);
export const resetPasswordPage = authPage(
  'Reset Password',
  'Choose a new password of at least 8 characters.',
  'reset-password',
  'Winter peaks',
  'Choose a new password for your Halvorsen Arms account.',
);
