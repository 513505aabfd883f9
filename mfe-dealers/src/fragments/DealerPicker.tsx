/**
 * "Choose a dealer near you" for checkout's FFL dealer block, lent as `dealers/dealer-picker`
 * (mounted through the shell's fragment host with `FragmentSlot`; checkout never imports this
 * remote). Searches the dealer directory around the zip the host passes (radius 50 by default),
 * lists the nearest dealers and hands the chosen one to `onChoose`; the host fills its own form.
 * No map here: the picker stays small so checkout's FFL block loads fast.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from 'shared-contracts';
import type { DealerLocation, DealerSearchAnswer } from 'shared-contracts/api/dealers';
import { milesText, resultsCountText, SEARCH_FAILED_TEXT, searchDealers, telHref } from '../shared/dealer-search';
import fields from '../shared/forms/fields.module.css';
import styles from './DealerPicker.module.css';

export interface DealerPickerProps {
  /** The shopper's zip (shipping or billing); searched as soon as it is five digits. */
  zip: string;
  onChoose(dealer: DealerLocation): void;
}

/** Digits only, at most five (001 section 5); kept here so the picker carries no schema library. */
const digitsOnlyZip = (input: string) => input.replace(/\D/g, '').slice(0, LIMITS.zipMinLength);

/** How many of the nearest dealers show before "Show more". */
const FIRST_PAGE = 5;

type PickerState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; answer: DealerSearchAnswer }
  | { status: 'error' };

export default function DealerPicker({ zip, onChoose }: DealerPickerProps) {
  const id = useId();
  const hostZip = digitsOnlyZip(zip ?? '');
  const [typedZip, setTypedZip] = useState<string | null>(null);
  const searchZip = typedZip ?? hostZip;
  const [radius, setRadius] = useState<number>(LIMITS.locatorDefaultRadiusMiles);
  const [state, setState] = useState<PickerState>({ status: 'idle' });
  const [shown, setShown] = useState(FIRST_PAGE);
  const [chosen, setChosen] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);

  // Search whenever there is a whole zip: when the host's zip changes (the shopper typed it in the
  // address above) or the shopper changes the zip or the distance here.
  useEffect(() => {
    if (searchZip.length !== LIMITS.zipMinLength) {
      setState({ status: 'idle' });
      return;
    }
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'loading' });
    setShown(FIRST_PAGE);
    searchDealers(searchZip, radius, controller.signal).then(
      (answer) => !controller.signal.aborted && setState({ status: 'done', answer }),
      // The shared handler has shown why.
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [searchZip, radius]);

  const dealers = state.status === 'done' ? state.answer.dealers : [];
  return (
    <section data-boundary="dealers" className={styles.picker} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.title}>
        Choose a dealer near you
      </h4>
      <div className={styles.controls}>
        <div className={`${fields.field} ${fields.compact}`}>
          <label htmlFor={`${id}-zip`} className={fields.label}>
            Near zip code
          </label>
          <input
            id={`${id}-zip`}
            className={fields.input}
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.zipMinLength}
            placeholder="59715"
            value={searchZip}
            onChange={(event) => setTypedZip(digitsOnlyZip(event.target.value))}
          />
        </div>
        <div className={`${fields.field} ${fields.compact}`}>
          <label htmlFor={`${id}-radius`} className={fields.label}>
            Distance
          </label>
          <select
            id={`${id}-radius`}
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
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {state.status === 'idle' ? 'Enter a zip code to see dealers near it.' : null}
        {state.status === 'loading' ? 'Searching…' : null}
        {state.status === 'done' ? resultsCountText(dealers.length, state.answer.radius, state.answer.zip) : null}
        {state.status === 'error' ? SEARCH_FAILED_TEXT : null}
      </p>
      {state.status === 'done' && dealers.length === 0 ? (
        <p className={styles.empty}>No dealers found. Try a larger distance, or enter your dealer below.</p>
      ) : null}
      {dealers.length > 0 ? (
        <ul className={styles.list} aria-label="Dealers near you, nearest first">
          {dealers.slice(0, shown).map((dealer) => {
            const nameId = `${id}-${dealer.id}`;
            const isChosen = chosen === dealer.id;
            return (
              <li key={dealer.id} className={`${styles.item} ${isChosen ? styles.chosen : ''}`}>
                <div className={styles.itemText}>
                  <p id={nameId} className={styles.name}>
                    {dealer.name}
                  </p>
                  <p className={styles.address}>
                    {[dealer.address1, dealer.address2].filter(Boolean).join(', ')}, {dealer.city}, {dealer.state}{' '}
                    {dealer.zip}
                  </p>
                  <p className={styles.meta}>
                    <span>{milesText(dealer.distanceMiles)}</span>
                    {/* Issue 30: suppressors and other NFA items go only to a dealer with SOT status. */}
                    {dealer.sot ? <span className={styles.sot}>SOT dealer: receives NFA items</span> : null}
                    {dealer.phoneNumber ? <a href={telHref(dealer.phoneNumber)}>{dealer.phoneNumber}</a> : null}
                  </p>
                </div>
                <button
                  type="button"
                  className={styles.choose}
                  aria-describedby={nameId}
                  aria-pressed={isChosen}
                  onClick={() => {
                    setChosen(dealer.id);
                    onChoose(dealer);
                  }}
                >
                  {isChosen ? 'Chosen' : 'Choose this dealer'}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {dealers.length > shown ? (
        <button type="button" className={styles.more} onClick={() => setShown((n) => n + FIRST_PAGE)}>
          Show more dealers
        </button>
      ) : null}
    </section>
  );
}
