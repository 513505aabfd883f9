import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { type CardForm, cardNumberLength, detectCardBrand, formatCardNumber } from 'shared-contracts/schemas/checkout';
import { describe, expect, it } from 'vitest';
import { CardFields, MONTH_OPTIONS, yearOptions } from '../src/features/checkout/components/CardFields';

describe('card input (000 section 5)', () => {
  it('groups the number in fours', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11')).toBe('4111 1111 11');
  });

  it('allows 15 digits for numbers starting 34 or 37, otherwise 16', () => {
    expect(cardNumberLength('34')).toBe(15);
    expect(cardNumberLength('3700')).toBe(15);
    expect(cardNumberLength('4111')).toBe(16);
    expect(formatCardNumber('3700000000000021234').replace(/ /g, '')).toHaveLength(15);
    expect(formatCardNumber('41111111111111119999').replace(/ /g, '')).toHaveLength(16);
  });

  it('detects Visa, Mastercard, Amex and Discover', () => {
    expect(detectCardBrand('4111 1111')).toBe('Visa');
    expect(detectCardBrand('5424 0000')).toBe('Mastercard');
    expect(detectCardBrand('2223 0000')).toBe('Mastercard');
    expect(detectCardBrand('3700 0000')).toBe('Amex');
    expect(detectCardBrand('3400')).toBe('Amex');
    expect(detectCardBrand('6011 0000')).toBe('Discover');
    expect(detectCardBrand('65')).toBe('Discover');
    expect(detectCardBrand('9999')).toBeNull();
  });
});

describe('expiry (000 section 5)', () => {
  it('offers the current year plus 9 more', () => {
    const years = yearOptions(new Date(2026, 10, 21)).map((option) => option.value);
    expect(years).toEqual(['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035']);
  });

  it('offers the twelve months as two digits', () => {
    expect(MONTH_OPTIONS.map((option) => option.value)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
  });
});

function CardHarness() {
  const form = useForm<CardForm>({ defaultValues: { cardNumber: '', month: '', year: '', cardCode: '' } });
  return <CardFields register={form.register} errors={form.formState.errors} cardNumber={form.watch('cardNumber')} />;
}

describe('card fields', () => {
  it('formats what is typed and names the brand', async () => {
    render(<CardHarness />);
    const input = screen.getByLabelText(/Card number/);
    await userEvent.type(input, '378282246310005999');
    expect(input).toHaveProperty('value', '3782 8224 6310 005');
    expect(screen.getByText('Card type: Amex')).toBeTruthy();
    expect(screen.getByText('AMEX')).toBeTruthy();
  });

  it('keeps the card code to digits', async () => {
    render(<CardHarness />);
    const code = screen.getByLabelText(/Security code/);
    await userEvent.type(code, '12a34x5');
    expect(code).toHaveProperty('value', '1234');
  });
});
