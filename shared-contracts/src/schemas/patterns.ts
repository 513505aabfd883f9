/**
 * Input patterns of specification 001, section 5, shared by client forms and API validation.
 */

/** E-mail: text, @, text, a dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Website: optional http(s) prefix, host with a 2 to 6 letter top-level domain, optional path. */
export const WEBSITE_PATTERN = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,6}(\/\S*)?$/i;

/** North American phone: optional +1, 3-digit area code (optionally in parentheses), 3 and 4 digits. */
export const PHONE_PATTERN = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** Dealer locator zip: digits only. */
export const DIGITS_ONLY = /^\d*$/;
