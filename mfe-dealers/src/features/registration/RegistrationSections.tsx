/**
 * The sections of dealer registration, in the order the form reads (001 section 3): company,
 * contact and account, shipping address, billing address (the shipping address by default), the
 * dealer locator (appear, and with which address), FFL / SOT with their documents.
 */
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { DEALER_DOCUMENT_ACCEPT, DEALER_REGISTRATION_LABELS as L } from 'shared-contracts/schemas/dealer-registration';
import { AddressFields } from './AddressFields';
import styles from './DealerRegistrationForm.module.css';
import { CheckboxInput, DocumentInput, TextInput } from './RegistrationFields';
import { type DealerDocumentField, DOCUMENT_HINT } from './registration-form';
import type { DealerRegistrationFormState } from './use-dealer-registration';

type SectionProps = { state: DealerRegistrationFormState };

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export function CompanySection({ state: { text } }: SectionProps) {
  return (
    <Section legend="Company">
      <div className={styles.grid}>
        <TextInput label={L.company} required wide autoComplete="organization" {...text('company')} />
        <TextInput
          label={L.website}
          required
          type="url"
          autoComplete="url"
          placeholder="www.yourshop.com"
          {...text('website')}
        />
        <TextInput
          label={L.phone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(406) 555-0142"
          {...text('phone')}
        />
      </div>
    </Section>
  );
}

export function ContactSection({ state: { text } }: SectionProps) {
  return (
    <Section legend="Contact and account">
      <div className={styles.grid}>
        <TextInput label={L.firstName} required autoComplete="given-name" {...text('firstName')} />
        <TextInput label={L.lastName} required autoComplete="family-name" {...text('lastName')} />
        <TextInput label={L.email} required wide type="email" autoComplete="email" {...text('email')} />
        <TextInput
          label={L.password}
          required
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          {...text('password')}
        />
        <TextInput
          label={L.confirmPassword}
          required
          type="password"
          autoComplete="new-password"
          {...text('confirmPassword')}
        />
      </div>
    </Section>
  );
}

export function ShippingAddressSection({ state }: SectionProps) {
  return (
    <Section legend="Shipping address">
      <AddressFields block="" state={state} />
    </Section>
  );
}

export function BillingAddressSection({ state }: SectionProps) {
  const reuseShipping = state.form.watch('useForBillingAddress');
  return (
    <Section legend="Billing address">
      <CheckboxInput label="Use this address for billing" registration={state.form.register('useForBillingAddress')} />
      {reuseShipping ? null : <AddressFields block="billing" state={state} />}
    </Section>
  );
}

export function DealerLocatorSection({ state }: SectionProps) {
  const { register, watch } = state.form;
  const appear = watch('appearInDealerLocator');
  const useThisAddress = watch('useThisAddressInDealerLocator');
  return (
    <Section legend="Dealer locator">
      <CheckboxInput
        label="Appear in the dealer locator"
        registration={register('appearInDealerLocator')}
        hint="Customers searching near you will find your shop once your application is approved."
      />
      {appear ? (
        <CheckboxInput
          label="Use this address in the dealer locator"
          registration={register('useThisAddressInDealerLocator')}
        />
      ) : null}
      {appear && !useThisAddress ? <AddressFields block="locator" state={state} /> : null}
    </Section>
  );
}

/** One document of FFL / SOT: checked in the browser as soon as it is chosen. */
function DocumentField({ name, required, state }: { name: DealerDocumentField; required?: boolean } & SectionProps) {
  const { control, trigger } = state.form;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DocumentInput
          label={L[name]}
          name={name}
          required={required}
          file={field.value}
          accept={DEALER_DOCUMENT_ACCEPT}
          hint={required ? DOCUMENT_HINT : `Optional. ${DOCUMENT_HINT}`}
          error={state.message(name)}
          inputRef={field.ref}
          onFile={(file) => {
            field.onChange(file);
            void trigger(name);
          }}
        />
      )}
    />
  );
}

export function FflSotSection({ state }: SectionProps) {
  const hasFflSot = state.form.watch('hasFflSot');
  return (
    <Section legend="FFL / SOT">
      <CheckboxInput label="I hold an FFL / SOT" registration={state.form.register('hasFflSot')} />
      {hasFflSot ? (
        <div className={styles.grid}>
          <TextInput label={L.fflNumber} required placeholder="1-23-456-78-9A-12345" {...state.text('fflNumber')} />
          <TextInput label={L.sotEin} placeholder="12-3456789" hint="Optional." {...state.text('sotEin')} />
          <DocumentField name="fflDocument" required state={state} />
          <DocumentField name="sotDocument" state={state} />
        </div>
      ) : null}
    </Section>
  );
}
