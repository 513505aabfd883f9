/** The name-and-address block used for the billing and the shipping address. */

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COUNTRY, US_STATES } from 'shared-contracts/domain/us-states';
import type { BillingForm } from 'shared-contracts/schemas/checkout';
import { BILLING_LABELS } from '../field-labels';
import { formatUsPhone } from '../phone';
import styles from './checkout-forms.module.css';
import { SelectField, TextField } from './Fields';

export const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));
export const COUNTRY_OPTIONS = [{ value: COUNTRY.code, label: COUNTRY.name }];

type Field = keyof BillingForm;

export interface AddressFieldNames {
  firstName: Field;
  lastName: Field;
  company: Field;
  phone: Field;
  address: Field;
  city: Field;
  state: Field;
  zip: Field;
  country: Field;
}

export const BILLING_ADDRESS_FIELDS: AddressFieldNames = {
  firstName: 'firstName',
  lastName: 'lastName',
  company: 'company',
  phone: 'mainContact',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  country: 'country',
};

export const SHIPPING_ADDRESS_FIELDS: AddressFieldNames = {
  firstName: 'shippingFirstName',
  lastName: 'shippingLastName',
  company: 'shippingCompany',
  phone: 'addressContact',
  address: 'shippingAddress',
  city: 'shippingCity',
  state: 'shippingState',
  zip: 'shippingZip',
  country: 'shippingCountry',
};

/** Field labels without the "Shipping " prefix: the fieldset legend already says it. */
const SHORT_LABELS: Record<keyof AddressFieldNames, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
  country: 'Country',
};

export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

interface AddressFieldsProps {
  prefix: 'billing';
  names: AddressFieldNames;
  register: UseFormRegister<BillingForm>;
  errors: FieldErrors<BillingForm>;
  /** Autocomplete section, so browsers keep billing and shipping autofill apart. */
  section: 'billing' | 'shipping';
  /** The form's starting values: selects show them from the first paint. */
  defaults?: Partial<BillingForm>;
}

export function AddressFields({ prefix, names, register, errors, section, defaults }: AddressFieldsProps) {
  const initial = (key: keyof AddressFieldNames) => String(defaults?.[names[key]] ?? '');
  const id = (key: keyof AddressFieldNames) => fieldId(prefix, names[key]);
  const error = (key: keyof AddressFieldNames) => errors[names[key]]?.message;
  const ac = (token: string) => `section-${section} ${section} ${token}`;
  const label = (key: keyof AddressFieldNames) =>
    section === 'billing' ? BILLING_LABELS[names[key]] : SHORT_LABELS[key];
  return (
    <div className={styles.grid}>
      <TextField
        id={id('firstName')}
        label={label('firstName')}
        required
        error={error('firstName')}
        registration={register(names.firstName)}
        autoComplete={ac('given-name')}
      />
      <TextField
        id={id('lastName')}
        label={label('lastName')}
        required
        error={error('lastName')}
        registration={register(names.lastName)}
        autoComplete={ac('family-name')}
      />
      <TextField
        id={id('company')}
        label={label('company')}
        error={error('company')}
        registration={register(names.company)}
        autoComplete={ac('organization')}
      />
      <TextField
        id={id('phone')}
        label={label('phone')}
        error={error('phone')}
        registration={register(names.phone)}
        type="tel"
        inputMode="tel"
        autoComplete={ac('tel-national')}
        format={formatUsPhone}
        placeholder="(406) 555-0142"
      />
      <TextField
        id={id('address')}
        label={label('address')}
        required
        error={error('address')}
        registration={register(names.address)}
        autoComplete={ac('street-address')}
        className={styles.wide}
      />
      <TextField
        id={id('city')}
        label={label('city')}
        required
        error={error('city')}
        registration={register(names.city)}
        autoComplete={ac('address-level2')}
      />
      <SelectField
        id={id('state')}
        label={label('state')}
        required
        error={error('state')}
        defaultValue={initial('state')}
        registration={register(names.state)}
        options={STATE_OPTIONS}
        placeholder="Select a state"
        autoComplete={ac('address-level1')}
      />
      <TextField
        id={id('zip')}
        label={label('zip')}
        required
        error={error('zip')}
        registration={register(names.zip)}
        inputMode="numeric"
        autoComplete={ac('postal-code')}
        maxLength={10}
      />
      <SelectField
        id={id('country')}
        label={label('country')}
        required
        error={error('country')}
        defaultValue={initial('country')}
        registration={register(names.country)}
        options={COUNTRY_OPTIONS}
        autoComplete={ac('country')}
      />
    </div>
  );
}
