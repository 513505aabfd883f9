import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useRef, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { COUNTRY, US_STATES } from 'shared-contracts/domain/us-states';
import { button } from 'shared-contracts/kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-contracts/kit/captcha';
import { serverFieldErrors, serverMessage } from 'shared-contracts/kit/field-errors';
import { HydratedForm } from 'shared-contracts/kit/server-render';
import { DEALER_DOCUMENT_ACCEPT, DEALER_REGISTRATION_LABELS as L } from 'shared-contracts/schemas/dealer-registration';
import styles from './DealerRegistrationForm.module.css';
import { CheckboxInput, DocumentInput, SelectInput, TextInput } from './RegistrationFields';
import { registerDealer } from './registration-api';
import {
  DOCUMENT_HINT,
  emptyRegistration,
  maxLengthOf,
  type RegistrationField,
  type RegistrationValues,
  registrationFormData,
  registrationFormSchema,
} from './registration-form';

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));
const COUNTRY_OPTIONS = [{ value: COUNTRY.name, label: COUNTRY.name }];
const resolver = yupResolver(registrationFormSchema) as unknown as Resolver<RegistrationValues>;

type Block = '' | 'billing' | 'locator';
const key = (block: Block, name: string) =>
  (block ? `${block}${name[0]?.toUpperCase()}${name.slice(1)}` : name) as RegistrationField &
    keyof ReturnType<typeof emptyRegistration>;

/**
 * Dealer registration (001 sections 3, 4, 5, 7, 8): company, contact, account, shipping address,
 * billing address (reuses the shipping address by default), the locator address and whether to
 * appear, FFL/SOT with their documents, captcha. Sent as multipart to `POST /Registration/dealer`.
 * Success shows the server's message and clears the form; failure resets the captcha, shows the
 * network error and puts the server's field errors on their fields.
 */
export function DealerRegistrationForm() {
  const captcha = useRef<CaptchaHandle>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    trigger,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({ resolver, defaultValues: emptyRegistration() });

  const onCaptchaToken = useCallback(
    (token: string | null) => setValue('captcha', token ?? '', { shouldValidate: Boolean(token) }),
    [setValue],
  );

  const useForBilling = watch('useForBillingAddress');
  const appear = watch('appearInDealerLocator');
  const useThisAddress = watch('useThisAddressInDealerLocator');
  const hasFflSot = watch('hasFflSot');

  const message = (name: RegistrationField) =>
    (errors as FieldErrors<Record<string, unknown>>)[name]?.message as string | undefined;
  const text = (name: RegistrationField & keyof ReturnType<typeof emptyRegistration>) => ({
    registration: register(name),
    error: message(name),
    maxLength: maxLengthOf(name as never),
  });

  async function submit(values: RegistrationValues) {
    setSent(null);
    setFailed(null);
    try {
      const answer = await registerDealer(registrationFormData(values));
      reset(emptyRegistration());
      captcha.current?.reset();
      setFormKey((k) => k + 1); // file inputs forget their files
      setSent(answer);
      requestAnimationFrame(() => outcome.current?.focus());
    } catch (failure) {
      captcha.current?.reset();
      setValue('captcha', '');
      const fields = Object.entries(serverFieldErrors(failure)).filter(([name]) => name in emptyRegistration());
      fields.forEach(([name, text], index) => {
        setError(name as RegistrationField, { type: 'server', message: text }, { shouldFocus: index === 0 });
      });
      setFailed(serverMessage(failure));
    }
  }

  function addressBlock(block: Block) {
    return (
      <div className={styles.grid}>
        <TextInput
          label={L.streetAddress}
          required
          wide
          autoComplete={`section-${block || 'shipping'} address-line1`}
          {...text(key(block, 'streetAddress'))}
        />
        <TextInput
          label={L.city}
          required
          autoComplete={`section-${block || 'shipping'} address-level2`}
          {...text(key(block, 'city'))}
        />
        <SelectInput
          label={L.state}
          required
          registration={register(key(block, 'state'))}
          error={message(key(block, 'state'))}
          options={STATE_OPTIONS}
          placeholder="Select a state"
          autoComplete={`section-${block || 'shipping'} address-level1`}
        />
        <TextInput
          label={L.postalCode}
          required
          inputMode="numeric"
          autoComplete={`section-${block || 'shipping'} postal-code`}
          {...text(key(block, 'postalCode'))}
        />
        <SelectInput
          label={L.country}
          required
          registration={register(key(block, 'country'))}
          error={message(key(block, 'country'))}
          options={COUNTRY_OPTIONS}
        />
      </div>
    );
  }

  return (
    <HydratedForm
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-busy={isSubmitting}
      key={formKey}
    >
      <div ref={outcome} tabIndex={-1} className={styles.outcome}>
        {sent ? (
          <p className={styles.success} role="status">
            {sent}
          </p>
        ) : null}
      </div>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Company</legend>
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
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Contact and account</legend>
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
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Shipping address</legend>
        {addressBlock('')}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Billing address</legend>
        <CheckboxInput label="Use this address for billing" registration={register('useForBillingAddress')} />
        {useForBilling ? null : addressBlock('billing')}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Dealer locator</legend>
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
        {appear && !useThisAddress ? addressBlock('locator') : null}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>FFL / SOT</legend>
        <CheckboxInput label="I hold an FFL / SOT" registration={register('hasFflSot')} />
        {hasFflSot ? (
          <div className={styles.grid}>
            <TextInput label={L.fflNumber} required placeholder="1-23-456-78-9A-12345" {...text('fflNumber')} />
            <TextInput label={L.sotEin} placeholder="12-3456789" hint="Optional." {...text('sotEin')} />
            <Controller
              control={control}
              name="fflDocument"
              render={({ field }) => (
                <DocumentInput
                  label={L.fflDocument}
                  name="fflDocument"
                  required
                  file={field.value}
                  accept={DEALER_DOCUMENT_ACCEPT}
                  hint={DOCUMENT_HINT}
                  error={message('fflDocument')}
                  inputRef={field.ref}
                  onFile={(file) => {
                    field.onChange(file);
                    void trigger('fflDocument');
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="sotDocument"
              render={({ field }) => (
                <DocumentInput
                  label={L.sotDocument}
                  name="sotDocument"
                  file={field.value}
                  accept={DEALER_DOCUMENT_ACCEPT}
                  hint={`Optional. ${DOCUMENT_HINT}`}
                  error={message('sotDocument')}
                  inputRef={field.ref}
                  onFile={(file) => {
                    field.onChange(file);
                    void trigger('sotDocument');
                  }}
                />
              )}
            />
          </div>
        ) : null}
      </fieldset>

      <div className={styles.submitRow}>
        <Captcha ref={captcha} error={message('captcha')} onTokenChange={onCaptchaToken} />
        {failed ? (
          <p className={styles.failure} role="alert">
            {failed}
          </p>
        ) : null}
        <button type="submit" className={button('primary')} disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Submit Application'}
        </button>
      </div>
    </HydratedForm>
  );
}
