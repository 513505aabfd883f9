import { COUNTRY, US_STATES } from 'shared-contracts/domain/us-states';
import { DEALER_REGISTRATION_LABELS as L } from 'shared-contracts/schemas/dealer-registration';
import styles from './DealerRegistrationForm.module.css';
import { SelectInput, TextInput } from './RegistrationFields';
import type { DealerRegistrationFormState, TextField } from './use-dealer-registration';

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));
const COUNTRY_OPTIONS = [{ value: COUNTRY.name, label: COUNTRY.name }];

/** Which address of the form: the shipping address (''), billing, or the one the locator shows. */
export type AddressBlock = '' | 'billing' | 'locator';

const key = (block: AddressBlock, name: string) =>
  (block ? `${block}${name[0]?.toUpperCase()}${name.slice(1)}` : name) as TextField;

/** Street, city, state, zip and country of one address block, each with its own autocomplete section. */
export function AddressFields({ block, state }: { block: AddressBlock; state: DealerRegistrationFormState }) {
  const { text, message, form } = state;
  const section = `section-${block || 'shipping'}`;
  return (
    <div className={styles.grid}>
      <TextInput
        label={L.streetAddress}
        required
        wide
        autoComplete={`${section} address-line1`}
        {...text(key(block, 'streetAddress'))}
      />
      <TextInput label={L.city} required autoComplete={`${section} address-level2`} {...text(key(block, 'city'))} />
      <SelectInput
        label={L.state}
        required
        registration={form.register(key(block, 'state'))}
        error={message(key(block, 'state'))}
        options={STATE_OPTIONS}
        placeholder="Select a state"
        autoComplete={`${section} address-level1`}
      />
      <TextInput
        label={L.postalCode}
        required
        inputMode="numeric"
        autoComplete={`${section} postal-code`}
        {...text(key(block, 'postalCode'))}
      />
      <SelectInput
        label={L.country}
        required
        registration={form.register(key(block, 'country'))}
        error={message(key(block, 'country'))}
        options={COUNTRY_OPTIONS}
      />
    </div>
  );
}
