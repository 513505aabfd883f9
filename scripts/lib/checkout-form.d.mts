/** Types of checkout-form.mjs for the TypeScript that imports it (e2e/tests). */
import type { Page } from '@playwright/test';

export declare function fillCheckoutField(page: Page, label: string, value: string): Promise<void>;
export declare const GUEST_BILLING: ReadonlyArray<readonly [label: string, value: string]>;
export declare function fillGuestBilling(
  page: Page,
  place?: { state?: string; city?: string; zip?: string },
): Promise<void>;
export declare const FFL_DEALER: ReadonlyArray<readonly [label: string, value: string]>;
export declare function fillFflDealer(page: Page): Promise<void>;
