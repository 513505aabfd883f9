/** Steps of a customer's account that several journeys take: register, sign in and out. */
import type { Page } from '@playwright/test';
import { expect } from './shop';

export const PASSWORD = 'correct horse battery';

export function newEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The page's own form's captcha (the footer's newsletter signup has one too). */
export async function tickCaptcha(page: Page): Promise<void> {
  await page.locator('#shop-main').getByLabel("I'm not a robot").check();
}

/** /register with every field, then home, signed in (the account menu replaces "Sign in"). */
export async function register(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lund');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await tickCaptcha(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).not.toHaveURL(/\/register/);
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await tickCaptcha(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
}
