/** Card entry: number grouped in fours with brand detection, expiry month and year, code. */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  CARD_LABELS,
  type CardBrand,
  type CardForm,
  detectCardBrand,
  expiryYears,
  formatCardNumber,
} from 'shared-contracts/schemas/checkout';
import styles from './CardFields.module.css';
import { SelectField, TextField } from './Fields';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => {
  const value = String(index + 1).padStart(2, '0');
  return { value, label: `${value} - ${name}` };
});

export function yearOptions(now = new Date()) {
  return expiryYears(now).map((year) => ({ value: String(year), label: String(year) }));
}

export function CardBrandBadge({ brand }: { brand: CardBrand | null }) {
  return (
    <span className={styles.brand} data-brand={brand ?? 'none'} aria-hidden="true">
      {brand === 'Amex' ? 'AMEX' : (brand?.toUpperCase() ?? 'CARD')}
    </span>
  );
}

interface CardFieldsProps {
  register: UseFormRegister<CardForm>;
  errors: FieldErrors<CardForm>;
  cardNumber: string;
}

export function CardFields({ register, errors, cardNumber }: CardFieldsProps) {
  const brand = detectCardBrand(cardNumber);
  return (
    <div className={styles.card}>
      <TextField
        id="card-cardNumber"
        label={CARD_LABELS.cardNumber}
        required
        error={errors.cardNumber?.message}
        registration={register('cardNumber')}
        format={formatCardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        adornment={<CardBrandBadge brand={brand} />}
        className={styles.number}
      />
      <p className="visually-hidden" aria-live="polite">
        {brand ? `Card type: ${brand}` : ''}
      </p>
      <div className={styles.row}>
        <SelectField
          id="card-month"
          label={CARD_LABELS.month}
          required
          error={errors.month?.message}
          registration={register('month')}
          options={MONTH_OPTIONS}
          placeholder="MM"
          autoComplete="cc-exp-month"
        />
        <SelectField
          id="card-year"
          label={CARD_LABELS.year}
          required
          error={errors.year?.message}
          registration={register('year')}
          options={yearOptions()}
          placeholder="YYYY"
          autoComplete="cc-exp-year"
        />
        <TextField
          id="card-cardCode"
          label={CARD_LABELS.cardCode}
          required
          error={errors.cardCode?.message}
          registration={register('cardCode')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder={brand === 'Amex' ? '4 digits' : '3 digits'}
          format={(value) => value.replace(/\D/g, '').slice(0, 4)}
        />
      </div>
    </div>
  );
}
