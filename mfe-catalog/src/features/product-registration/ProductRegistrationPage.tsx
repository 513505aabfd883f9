/**
 * /registration: an owner registers a firearm (issue 12; 001 leaves the contents open). Model from
 * the catalogue, serial number as stamped, purchase date, where it was bought (a dealer near a zip
 * from the directory, or a shop typed in), the owner's contact, captcha. The server checks the same
 * schema; its field errors land on the fields. Success shows the message and clears the form.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { BRAND, notify } from 'shared-contracts';
import type { DealerLocation } from 'shared-contracts/api/dealers';
import { TEXT_LIMITS } from 'shared-contracts/domain/limits';
import {
  PRODUCT_REGISTRATION_LABELS as L,
  type ProductRegistration,
  productRegistrationSchema,
  type RegistrableModel,
} from 'shared-contracts/schemas/product-registration';
import { ApiCallError } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-kit/captcha';
import { HydratedForm } from 'shared-kit/server-render';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { CatalogLink } from '../../shared/ui/CatalogLink';
import { PageShell } from '../../shared/ui/PageShell';
import styles from './product-registration.module.css';
import { dealersNear, fetchModels, submitRegistration } from './registration-api';

const EMPTY: ProductRegistration = productRegistrationSchema.cast({}, { assert: false }) as ProductRegistration;
const today = () => new Date().toISOString().slice(0, 10);

export default function ProductRegistrationPage() {
  useDocumentMeta('Product Registration', `Register your ${BRAND.name} firearm for warranty and service.`);
  const id = useId();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [models, setModels] = useState<RegistrableModel[]>([]);
  const [boughtAt, setBoughtAt] = useState<'dealer' | 'other'>('dealer');
  const [dealerZip, setDealerZip] = useState('');
  const [dealers, setDealers] = useState<DealerLocation[] | null>(null);
  const [dealerProblem, setDealerProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ProductRegistration>({
    resolver: yupResolver(productRegistrationSchema) as never,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, setValue, setError, reset, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    fetchModels()
      .then(setModels)
      .catch(() => setModels([]));
  }, []);

  const findDealers = async () => {
    setDealerProblem(null);
    if (!/^\d{5}$/.test(dealerZip)) {
      setDealerProblem('Enter the 5-digit zip code of the dealer');
      return;
    }
    try {
      const found = await dealersNear(dealerZip);
      setDealers(found);
      if (found.length === 0) setDealerProblem('No dealer within 50 miles of that zip: type where you bought it');
    } catch (error) {
      setDealers(null);
      setDealerProblem(error instanceof ApiCallError ? (error.body?.message ?? error.message) : String(error));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await submitRegistration(values);
      setDone(answer.message);
      notify.emit({ type: 'success', message: answer.message });
      reset(EMPTY);
      setDealers(null);
      setDealerZip('');
      captchaRef.current?.reset();
    } catch (error) {
      captchaRef.current?.reset();
      setValue('captcha', '');
      const fieldErrors = error instanceof ApiCallError ? error.body?.errors : undefined;
      for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
        setError(field as FieldPath<ProductRegistration>, { message: messages[0] });
      }
      if (!fieldErrors && error instanceof ApiCallError) {
        notify.emit({ type: 'error', message: `Error: ${error.body?.message || error.message}` });
      }
    }
  });

  const field = (
    name: keyof ProductRegistration,
    label: string,
    props: { type?: string; autoComplete?: string; maxLength?: number; max?: string; optional?: boolean } = {},
  ) => {
    const error = errors[name]?.message;
    const fieldId = `${id}-${name}`;
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId} className={styles.label}>
          {label}
          {props.optional ? <span className={styles.optional}> (optional)</span> : null}
        </label>
        <input
          id={fieldId}
          className={styles.input}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength ?? TEXT_LIMITS.line}
          max={props.max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...register(name)}
        />
        {error ? (
          <p id={`${fieldId}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <PageShell
      title="Product Registration"
      subtitle="Register your rifle or pistol: warranty service and recall notices reach you, and your records stay in one place."
      narrow
    >
      {done ? (
        <div className={styles.done} role="status">
          <p>{done}</p>
          <button type="button" className={button('outline')} onClick={() => setDone(null)}>
            Register another firearm
          </button>
        </div>
      ) : null}
      <HydratedForm className={styles.form} onSubmit={onSubmit} noValidate aria-label="Register your firearm">
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Your firearm</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-productId`} className={styles.label}>
              {L.productId}
            </label>
            <select
              id={`${id}-productId`}
              className={styles.input}
              aria-invalid={errors.productId ? true : undefined}
              aria-describedby={errors.productId ? `${id}-productId-error` : undefined}
              {...register('productId')}
            >
              <option value="">Choose your model</option>
              {models.map((model) => (
                <option key={model.productId} value={model.productId}>
                  {model.title}
                </option>
              ))}
            </select>
            {errors.productId ? (
              <p id={`${id}-productId-error`} className={styles.error}>
                {errors.productId.message}
              </p>
            ) : null}
          </div>
          {field('serialNumber', L.serialNumber, { maxLength: 40, autoComplete: 'off' })}
          {field('purchaseDate', L.purchaseDate, { type: 'date', max: today(), maxLength: 10 })}
          <p className={styles.hint}>The serial number is stamped on the left side of the receiver.</p>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Where you bought it</legend>
          <div className={styles.choice} role="radiogroup" aria-label="Where you bought it">
            <label>
              <input
                type="radio"
                name={`${id}-bought`}
                checked={boughtAt === 'dealer'}
                onChange={() => setBoughtAt('dealer')}
              />{' '}
              A Halvorsen dealer
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-bought`}
                checked={boughtAt === 'other'}
                onChange={() => {
                  setBoughtAt('other');
                  setValue('dealerId', '');
                }}
              />{' '}
              Another shop or a private sale
            </label>
          </div>
          {boughtAt === 'dealer' ? (
            <div className={styles.dealerSearch}>
              <div className={styles.field}>
                <label htmlFor={`${id}-dealerZip`} className={styles.label}>
                  Dealer's zip code
                </label>
                <div className={styles.inline}>
                  <input
                    id={`${id}-dealerZip`}
                    className={styles.input}
                    inputMode="numeric"
                    maxLength={5}
                    value={dealerZip}
                    onChange={(event) => setDealerZip(event.target.value.replace(/\D/g, '').slice(0, 5))}
                  />
                  <button type="button" className={button('dark')} onClick={findDealers}>
                    Find dealers
                  </button>
                </div>
                {dealerProblem ? <p className={styles.error}>{dealerProblem}</p> : null}
              </div>
              {dealers && dealers.length > 0 ? (
                <div className={styles.field}>
                  <label htmlFor={`${id}-dealerId`} className={styles.label}>
                    Dealer
                  </label>
                  <select id={`${id}-dealerId`} className={styles.input} {...register('dealerId')}>
                    <option value="">Choose the dealer</option>
                    {dealers.map((dealer) => (
                      <option key={dealer.id} value={dealer.id}>
                        {dealer.name}, {dealer.city} {dealer.state} ({dealer.distanceMiles} mi)
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              {errors.dealerName && boughtAt === 'dealer' ? (
                <p className={styles.error}>{errors.dealerName.message}</p>
              ) : null}
            </div>
          ) : (
            field('dealerName', L.dealerName)
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Owner</legend>
          <div className={styles.pair}>
            {field('firstName', L.firstName, { autoComplete: 'given-name', maxLength: TEXT_LIMITS.name })}
            {field('lastName', L.lastName, { autoComplete: 'family-name', maxLength: TEXT_LIMITS.name })}
          </div>
          {field('email', L.email, { type: 'email', autoComplete: 'email', maxLength: TEXT_LIMITS.email })}
          <div className={styles.pair}>
            {field('phone', L.phone, {
              type: 'tel',
              autoComplete: 'tel',
              maxLength: TEXT_LIMITS.phone,
              optional: true,
            })}
            {field('postalCode', L.postalCode, { autoComplete: 'postal-code', maxLength: 10 })}
          </div>
        </fieldset>

        <Captcha
          ref={captchaRef}
          error={errors.captcha?.message}
          onTokenChange={(token) => setValue('captcha', token ?? '', { shouldValidate: formState.isSubmitted })}
        />
        <button type="submit" className={button('primary', { size: 'lg' })} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Registering…' : 'Register'}
        </button>
        <p className={styles.hint}>
          Keep your receipt: it is your proof of purchase for <CatalogLink to="/warranty">warranty</CatalogLink>{' '}
          service.
        </p>
      </HydratedForm>
    </PageShell>
  );
}
