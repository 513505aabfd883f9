/** The FFL dealer's address: every field required (000, section 5). */

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { DealerInfo } from 'shared-contracts/schemas/checkout';
import { DEALER_LABELS } from '../field-labels';
import { formatUsPhone } from '../phone';
import { COUNTRY_OPTIONS, fieldId, STATE_OPTIONS } from './AddressFields';
import styles from './checkout-forms.module.css';
import { SelectField, TextField } from './Fields';

export function DealerFields({
  register,
  errors,
  defaults,
}: {
  register: UseFormRegister<DealerInfo>;
  errors: FieldErrors<DealerInfo>;
  /** The form's starting values: selects show them from the first paint. */
  defaults?: Partial<DealerInfo>;
}) {
  const id = (name: keyof DealerInfo) => fieldId('dealer', name);
  const ac = (token: string) => `section-dealer ${token}`;
  return (
    <div className={styles.grid}>
      <TextField
        id={id('dealerName')}
        label={DEALER_LABELS.dealerName}
        required
        error={errors.dealerName?.message}
        registration={register('dealerName')}
        autoComplete={ac('organization')}
        className={styles.wide}
      />
      <TextField
        id={id('dealerEmail')}
        label={DEALER_LABELS.dealerEmail}
        required
        error={errors.dealerEmail?.message}
        registration={register('dealerEmail')}
        type="email"
        autoComplete={ac('email')}
      />
      <TextField
        id={id('dealerPhone')}
        label={DEALER_LABELS.dealerPhone}
        required
        error={errors.dealerPhone?.message}
        registration={register('dealerPhone')}
        type="tel"
        inputMode="tel"
        autoComplete={ac('tel-national')}
        format={formatUsPhone}
        placeholder="(406) 555-0142"
      />
      <TextField
        id={id('dealerAddress')}
        label={DEALER_LABELS.dealerAddress}
        required
        error={errors.dealerAddress?.message}
        registration={register('dealerAddress')}
        autoComplete={ac('street-address')}
        className={styles.wide}
      />
      <TextField
        id={id('dealerCity')}
        label={DEALER_LABELS.dealerCity}
        required
        error={errors.dealerCity?.message}
        registration={register('dealerCity')}
        autoComplete={ac('address-level2')}
      />
      <SelectField
        id={id('dealerState')}
        label={DEALER_LABELS.dealerState}
        required
        error={errors.dealerState?.message}
        defaultValue={defaults?.dealerState ?? ''}
        registration={register('dealerState')}
        options={STATE_OPTIONS}
        placeholder="Select a state"
        autoComplete={ac('address-level1')}
      />
      <TextField
        id={id('dealerZip')}
        label={DEALER_LABELS.dealerZip}
        required
        error={errors.dealerZip?.message}
        registration={register('dealerZip')}
        inputMode="numeric"
        autoComplete={ac('postal-code')}
        maxLength={10}
      />
      <SelectField
        id={id('dealerCountry')}
        label={DEALER_LABELS.dealerCountry}
        required
        error={errors.dealerCountry?.message}
        defaultValue={defaults?.dealerCountry ?? ''}
        registration={register('dealerCountry')}
        options={COUNTRY_OPTIONS}
        autoComplete={ac('country')}
      />
    </div>
  );
}
