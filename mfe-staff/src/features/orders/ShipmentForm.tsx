/**
 * A shipment: how many units of each line leave (all that is left by default), one serial number
 * per firearm unit (the API checks each against the model's serial format and the disposition
 * record; its message shows on the field), the carrier and the tracking number. Checked with the
 * API's own schema before it is sent.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CARRIERS } from 'shared-contracts/domain/carriers';
import { type StaffShipRequest, staffShipSchema } from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { problemText } from '../../shared/api/staff-api';
import { SelectInput, TextInput } from '../../shared/forms/Fields';
import { Notice } from '../../shared/ui/Notice';
import { fieldProblems, problemsOf } from './form-problems';
import styles from './OrderDetailPage.module.css';
import { unitsToShip } from './order-actions';
import type { OrderLine, ShipAnswer } from './orders-api';
import { fieldOfProblem, lineKey, quantityOf, type ShipValues, shipRequestOf } from './ship-request';
import type { ActionResult } from './use-order-action';

const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier, label: carrier }));

export function ShipmentForm({
  lines,
  pending,
  onShip,
  onClose,
}: {
  lines: OrderLine[];
  pending: boolean;
  onShip: (request: StaffShipRequest) => Promise<ActionResult<ShipAnswer>>;
  onClose: () => void;
}) {
  const open = lines.filter((line) => unitsToShip(line) > 0);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ShipValues>({
    defaultValues: {
      carrier: '',
      trackingNumber: '',
      quantities: Object.fromEntries(open.map((line) => [lineKey(line), String(unitsToShip(line))])),
      serials: Object.fromEntries(open.filter((l) => l.isFflItem).map((line) => [lineKey(line), []])),
    },
  });
  const { errors } = form.formState;
  const quantities = form.watch('quantities');

  /** Puts each problem on its field; answers the ones that belong to no field. */
  const show = (problems: Record<string, string>, values: ShipValues, chosen: OrderLine[]) => {
    const general: string[] = [];
    for (const [path, message] of Object.entries(problems)) {
      const field = fieldOfProblem(path, message, chosen, values);
      if (field) form.setError(field, { message });
      else general.push(message);
    }
    return general;
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    setProblem(null);
    const { request, chosen } = shipRequestOf(values, open);
    const badQuantities = open.filter((line) => {
      const quantity = quantityOf(values.quantities[lineKey(line)]);
      return Number.isNaN(quantity) || quantity > unitsToShip(line);
    });
    for (const line of badQuantities)
      form.setError(`quantities.${lineKey(line)}`, { message: `Give a whole number from 0 to ${unitsToShip(line)}` });
    if (badQuantities.length > 0) return;
    if (chosen.length === 0) return setProblem('Choose at least one unit to ship');
    const problems = await problemsOf(staffShipSchema, request);
    if (problems) return setProblem(show(problems, values, chosen)[0] ?? null);
    const result = await onShip(request);
    if (result.ok) return;
    const answered = fieldProblems(result.error);
    const general = show(answered, values, chosen);
    // The API's message (a refused state, too many units...) unless every problem has its field.
    setProblem(general[0] ?? (Object.keys(answered).length === 0 ? problemText(result.error) : null));
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="New shipment">
      {open.map((line) => {
        const quantity = quantityOf(quantities?.[lineKey(line)]);
        const serialCount = line.isFflItem && quantity > 0 ? Math.min(quantity, unitsToShip(line)) : 0;
        return (
          <fieldset key={line.id} className={styles.fieldset}>
            <legend>{line.productName}</legend>
            <TextInput
              label={`Quantity to ship: ${line.productName}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={unitsToShip(line)}
              hint={`${unitsToShip(line)} left to ship`}
              registration={form.register(`quantities.${lineKey(line)}`)}
              error={errors.quantities?.[lineKey(line)]?.message}
            />
            {Array.from({ length: serialCount }, (_, index) => (
              <TextInput
                key={index}
                label={`Serial number ${index + 1}: ${line.productName}`}
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                required
                registration={form.register(`serials.${lineKey(line)}.${index}`)}
                error={errors.serials?.[lineKey(line)]?.[index]?.message}
              />
            ))}
          </fieldset>
        );
      })}
      <div className={styles.pair}>
        <SelectInput
          label="Carrier"
          placeholder="Choose a carrier"
          options={CARRIER_OPTIONS}
          required
          registration={form.register('carrier')}
          error={errors.carrier?.message}
        />
        <TextInput
          label="Tracking number"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          required
          registration={form.register('trackingNumber')}
          error={errors.trackingNumber?.message}
        />
      </div>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <div className={styles.buttons}>
        <button type="submit" className={button('primary')} disabled={pending}>
          {pending ? 'Shipping…' : 'Ship'}
        </button>
        <button type="button" className={button('ghost')} onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
