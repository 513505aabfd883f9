/**
 * The billing and dealer forms are kept in session storage (000, section 9) so a reload or a
 * detour to sign in loses nothing, and cleared after checkout. Card data is never stored.
 */
import { CHECKOUT_FORM_KEYS } from 'shared-contracts';

type FormKey = keyof typeof CHECKOUT_FORM_KEYS;

export function readStoredForm<T extends object>(form: FormKey): Partial<T> {
  try {
    const raw = window.sessionStorage.getItem(CHECKOUT_FORM_KEYS[form]);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function storeForm(form: FormKey, values: object): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_FORM_KEYS[form], JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, it just is not kept.
  }
}

export function clearStoredForms(): void {
  for (const key of Object.values(CHECKOUT_FORM_KEYS)) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // nothing to clear
    }
  }
}
