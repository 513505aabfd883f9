import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from 'shared-contracts';
import type { DealerSearch } from 'shared-contracts/schemas/dealer-locator';
import { button } from 'shared-kit/buttons';
import { HydratedForm } from 'shared-kit/server-render';
import fields from '../../shared/forms/fields.module.css';
import styles from './locator.module.css';

/**
 * The search rules (yup and the shared schema) load with the first search, not with the page: the
 * locator's first load stays small. The field itself keeps digits only as the visitor types.
 */
const loadRules = () => import(/* webpackChunkName: "locator-rules" */ 'shared-contracts/schemas/dealer-locator');
export const preloadSearchRules = () => void loadRules().catch(() => {});

/** Digits only, at most five (001 section 5); the same as the schema module's digitsOnlyZip. */
const digitsOnly = (input: string) => input.replace(/\D/g, '').slice(0, LIMITS.zipMinLength);

interface LocatorSearchFormProps {
  onSearch: (search: DealerSearch) => void;
  /** The visitor is about to search (the zip field was focused): a chance to fetch the map early. */
  onIntent?: () => void;
}

export function LocatorSearchForm({ onSearch, onIntent }: LocatorSearchFormProps) {
  const id = useId();
  const [zip, setZip] = useState('');
  const [radius, setRadius] = useState<number>(LIMITS.locatorDefaultRadiusMiles);
  const [zipError, setZipError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { dealerSearchSchema } = await loadRules();
      onSearch(await dealerSearchSchema.validate({ zip, radius }));
      setZipError(null);
    } catch (error) {
      setZipError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <HydratedForm className={styles.searchCard} noValidate onSubmit={submit} aria-label="Search for dealers">
      <div className={styles.searchFields}>
        <div className={fields.field}>
          <label htmlFor={`${id}-zip`} className={fields.label}>
            Zip Code
          </label>
          <input
            id={`${id}-zip`}
            name="zip"
            className={fields.input}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="postal-code"
            maxLength={LIMITS.zipMinLength}
            placeholder="59715"
            value={zip}
            onFocus={() => {
              preloadSearchRules();
              onIntent?.();
            }}
            aria-invalid={zipError ? true : undefined}
            aria-describedby={zipError ? `${id}-zip-error` : undefined}
            onChange={(event) => {
              // Digits only (specification 001, section 5): anything else never reaches the field.
              setZip(digitsOnly(event.target.value));
              setZipError(null);
            }}
          />
        </div>
        <div className={fields.field}>
          <label htmlFor={`${id}-radius`} className={fields.label}>
            Distance
          </label>
          <select
            id={`${id}-radius`}
            name="radius"
            className={fields.input}
            value={radius}
            onChange={(event) => setRadius(Number(event.target.value))}
          >
            {LIMITS.locatorRadiiMiles.map((miles) => (
              <option key={miles} value={miles}>
                {miles} miles
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${button('primary')} ${styles.searchButton}`}>
          Search
        </button>
      </div>
      {zipError ? (
        <p id={`${id}-zip-error`} className={fields.error}>
          {zipError}
        </p>
      ) : null}
    </HydratedForm>
  );
}
