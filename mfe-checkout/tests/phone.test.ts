import { PHONE_PATTERN } from 'shared-contracts/schemas/patterns';
import { describe, expect, it } from 'vitest';
import { formatUsPhone } from '../src/features/checkout/phone';

describe('phone input is formatted as a US number (000 section 5)', () => {
  it('formats ten digits as (AAA) BBB-CCCC', () => {
    expect(formatUsPhone('4065550142')).toBe('(406) 555-0142');
    expect(formatUsPhone('406.555.0142')).toBe('(406) 555-0142');
  });

  it('formats partial input while typing', () => {
    expect(formatUsPhone('4')).toBe('4');
    expect(formatUsPhone('406')).toBe('406');
    expect(formatUsPhone('4065')).toBe('(406) 5');
    expect(formatUsPhone('406555')).toBe('(406) 555');
    expect(formatUsPhone('4065550')).toBe('(406) 555-0');
  });

  it('lets backspace remove the closing parenthesis', () => {
    // "(406) 5" minus its last character leaves three digits, shown bare.
    expect(formatUsPhone('(406) ')).toBe('406');
  });

  it('keeps an optional +1 and drops extra digits', () => {
    expect(formatUsPhone('+1 406 555 0142')).toBe('+1 (406) 555-0142');
    expect(formatUsPhone('14065550142')).toBe('+1 (406) 555-0142');
    expect(formatUsPhone('406555014299')).toBe('(406) 555-0142');
  });

  it('produces numbers the shared phone pattern accepts', () => {
    for (const typed of ['4065550142', '+14065550142', '14065550142']) {
      expect(PHONE_PATTERN.test(formatUsPhone(typed))).toBe(true);
    }
  });
});
