import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from 'shared-contracts';
import type { AccountAddress, Profile } from 'shared-contracts/api/account';
import { COUNTRY, US_STATES } from 'shared-contracts/domain/us-states';
import { ADDRESS_LABELS, addressSchema, DEFAULT_ADDRESS_COUNTRY } from 'shared-contracts/schemas/account';
import { fromOf } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { CheckboxField } from '../../../shared/forms/CheckboxField';
import { SelectField } from '../../../shared/forms/SelectField';
import { serverFieldErrors } from '../../../shared/forms/server-errors';
import { TextField } from '../../../shared/forms/TextField';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { AccountLink } from '../../../shared/navigation/AccountLink';
import { saveAddress } from '../../../shared/profile/profile-api';
import { WithProfile } from '../../../shared/profile/WithProfile';
import styles from './panels.module.css';

export const ADDRESS_SAVED_MESSAGE = 'Address saved';

/** The state list depends on the country (001 §2); the shop sells to the United States only. */
const STATES_BY_COUNTRY: Record<string, { value: string; label: string }[]> = {
  [COUNTRY.name]: Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: name })),
};
const COUNTRIES = [{ value: COUNTRY.name, label: COUNTRY.name }];

function initialValues(address: AccountAddress | undefined, profile: Profile) {
  return {
    addressName: address?.addressName ?? '',
    firstName: address?.firstName ?? profile.firstName,
    lastName: address?.lastName ?? profile.lastName,
    company: address?.company ?? '',
    mainContact: address?.mainContact ?? profile.phoneNumber ?? '',
    faxContact: address?.faxContact ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? DEFAULT_ADDRESS_COUNTRY,
    addressType: address?.addressType ?? 10,
    // 001 section 3: a new address starts as the default billing and shipping address (the
    // visitor unticks what it should not be); an existing one shows what it is.
    isDefaultBilling: address?.isDefaultBilling ?? true,
    isDefaultShipping: address?.isDefaultShipping ?? true,
    residential: address?.residential ?? true,
  };
}

function AddressForm({ id, profile, reload }: { id: string | null; profile: Profile; reload: () => Promise<void> }) {
  const navigate = useNavigate();
  const previous = fromOf(useLocation().state);
  const address = id ? profile.addresses.find((entry) => entry.id === id) : undefined;
  const [saving, setSaving] = useState(false);
  const { values, setValue, bind, validate, errors, showServerErrors } = useSchemaForm(
    initialValues(address, profile),
    () => addressSchema,
  );

  if (id && !address) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>Address not found</p>
        <AccountLink to="/profile/address-book" className={button('secondary')}>
          Back to Address Book
        </AccountLink>
      </div>
    );
  }

  // Cancel returns to the previous page (the `from` every link of the shop passes), or to the
  // address book when the form was opened directly (001 section 2).
  const cancel = () => navigate(previous ?? '/profile/address-book');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate();
    if (!input) return;
    setSaving(true);
    try {
      await saveAddress(id, input);
      await reload();
      notify.emit({ type: 'success', message: ADDRESS_SAVED_MESSAGE });
      navigate('/profile/address-book');
    } catch (error) {
      // The shared handler has shown the failure (001 section 8: address save errors go to the
      // general network handler); the server's field errors also show on their fields.
      showServerErrors(serverFieldErrors(error));
      setSaving(false);
    }
  }

  const states = STATES_BY_COUNTRY[values.country] ?? [];
  return (
    <form className={styles.wideForm} noValidate onSubmit={submit} aria-busy={saving}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Contact Information</legend>
        <TextField label={ADDRESS_LABELS.addressName} hint="For example Home or Ranch." {...bind('addressName')} />
        <div className={styles.pair}>
          <TextField label={ADDRESS_LABELS.firstName} autoComplete="given-name" {...bind('firstName')} />
          <TextField label={ADDRESS_LABELS.lastName} autoComplete="family-name" {...bind('lastName')} />
        </div>
        <TextField label={`${ADDRESS_LABELS.company} (optional)`} autoComplete="organization" {...bind('company')} />
        <div className={styles.pair}>
          <TextField label={ADDRESS_LABELS.mainContact} type="tel" autoComplete="tel" {...bind('mainContact')} />
          <TextField label={`${ADDRESS_LABELS.faxContact} (optional)`} type="tel" {...bind('faxContact')} />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Address</legend>
        <TextField label={ADDRESS_LABELS.addressLine1} autoComplete="address-line1" {...bind('addressLine1')} />
        <TextField
          label={`${ADDRESS_LABELS.addressLine2} (optional)`}
          autoComplete="address-line2"
          {...bind('addressLine2')}
        />
        <div className={styles.pair}>
          <TextField label={ADDRESS_LABELS.city} autoComplete="address-level2" {...bind('city')} />
          <SelectField
            label={ADDRESS_LABELS.state}
            name="state"
            value={values.state}
            onValueChange={(value) => setValue('state', value)}
            options={states}
            placeholder="Select a state"
            error={errors.state}
            autoComplete="address-level1"
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={ADDRESS_LABELS.postalCode}
            inputMode="numeric"
            autoComplete="postal-code"
            {...bind('postalCode')}
          />
          <SelectField
            label={ADDRESS_LABELS.country}
            name="country"
            value={values.country}
            onValueChange={(value) => {
              setValue('country', value);
              setValue('state', '');
            }}
            options={COUNTRIES}
            error={errors.country}
            autoComplete="country-name"
          />
        </div>
        <CheckboxField
          label="Use as my default billing address"
          name="isDefaultBilling"
          checked={values.isDefaultBilling}
          onCheckedChange={(checked) => setValue('isDefaultBilling', checked)}
        />
        <CheckboxField
          label="Use as my default shipping address"
          name="isDefaultShipping"
          checked={values.isDefaultShipping}
          onCheckedChange={(checked) => setValue('isDefaultShipping', checked)}
        />
      </fieldset>
      <div className={styles.toolbar}>
        <button type="submit" className={button('primary')} disabled={saving}>
          {saving ? 'Saving…' : 'Save Address'}
        </button>
        <button type="button" className={button('secondary')} onClick={cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The address form (001, Account area): creates at address-book/new, else updates that address. */
export function AddressFormPanel({ params }: { params: Readonly<Record<string, string | undefined>> }) {
  const id = params.id && params.id !== 'new' ? params.id : null;
  return (
    <WithProfile>
      {(profile, reload) => <AddressForm key={id ?? 'new'} id={id} profile={profile} reload={reload} />}
    </WithProfile>
  );
}
