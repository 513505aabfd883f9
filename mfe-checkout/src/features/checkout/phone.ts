/**
 * Phone input is formatted as a US number while typing (000, section 5): "(406) 555-0142", with a
 * "+1 " prefix kept when the shopper typed the country code. Up to three digits stay bare so that
 * backspacing over the closing parenthesis is never undone by the formatter.
 */
export function formatUsPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  const withCountryCode = input.trim().startsWith('+1') || (digits.length > 10 && digits.startsWith('1'));
  if (withCountryCode && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  const prefix = withCountryCode ? '+1 ' : '';
  if (digits.length === 0) return withCountryCode ? '+1' : '';
  if (digits.length <= 3) return `${prefix}${digits}`;
  if (digits.length <= 6) return `${prefix}(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `${prefix}(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
