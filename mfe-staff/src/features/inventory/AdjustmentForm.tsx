/**
 * One SKU's stock adjustment: the change (+ adds, - removes), its reason and a note, validated by
 * the API's own schema (staffAdjustmentSchema). The outcome is said beside the form, including the
 * back-in-stock alerts the API sent when the change brought the SKU back from 0.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  INVENTORY_REASONS,
  STAFF_ORDER_LIMITS,
  type StaffAdjustmentRequest,
  staffAdjustmentSchema,
} from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { fieldProblems, problemText } from '../../shared/api/staff-api';
import { SelectInput, TextArea, TextInput } from '../../shared/forms/Fields';
import { Notice } from '../../shared/ui/Notice';
import styles from './inventory.module.css';
import { type AdjustmentSaved, adjustStock } from './inventory-api';
import { REASON_NAMES } from './reason-names';

const REASON_OPTIONS = INVENTORY_REASONS.map((reason) => ({ value: reason, label: REASON_NAMES[reason] }));
const FIELDS = ['delta', 'reason', 'note'] as const;

/** What the saved adjustment did, in words. */
function outcomeOf(saved: AdjustmentSaved): string {
  const moved = `Saved: ${saved.sku} now has ${saved.qtyOnHand} on hand (was ${saved.qtyBefore}).`;
  if (saved.qtyBefore > 0 || saved.qtyOnHand === 0) return moved;
  if (saved.alertsSent === 0) return `${moved} Back in stock; nobody was waiting for a stock alert.`;
  const alerts = saved.alertsSent === 1 ? '1 stock alert' : `${saved.alertsSent} stock alerts`;
  return `${moved} Back in stock: ${alerts} e-mailed.`;
}

export function AdjustmentForm({ sku, onSaved }: { sku: string; onSaved: (saved: AdjustmentSaved) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const form = useForm<StaffAdjustmentRequest>({
    resolver: yupResolver(staffAdjustmentSchema),
    defaultValues: { reason: '' as StaffAdjustmentRequest['reason'], note: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    setOutcome(null);
    try {
      const saved = await adjustStock(sku, input);
      form.reset();
      setOutcome(outcomeOf(saved));
      onSaved(saved);
    } catch (error) {
      const fields = fieldProblems(error);
      for (const field of FIELDS) if (fields[field]) form.setError(field, { message: fields[field] });
      setProblem(problemText(error));
    }
  });

  return (
    <form className={styles.adjustForm} onSubmit={submit} noValidate aria-label={`Adjust stock of ${sku}`}>
      <div className={styles.adjustFields}>
        <TextInput
          label="Change"
          type="number"
          inputMode="numeric"
          step={1}
          min={-STAFF_ORDER_LIMITS.adjustmentMax}
          max={STAFF_ORDER_LIMITS.adjustmentMax}
          required
          hint="+ adds units, - removes them"
          registration={form.register('delta', { valueAsNumber: true })}
          error={errors.delta?.message}
        />
        <SelectInput
          label="Reason"
          required
          placeholder="Choose a reason"
          options={REASON_OPTIONS}
          registration={form.register('reason')}
          error={errors.reason?.message}
        />
      </div>
      <TextArea
        label="Note"
        rows={2}
        maxLength={STAFF_ORDER_LIMITS.reason}
        hint="Optional: a delivery note, what broke, who counted"
        registration={form.register('note')}
        error={errors.note?.message}
      />
      <div className={styles.formEnd}>
        <button type="submit" className={button('primary')} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save adjustment'}
        </button>
      </div>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {outcome ? <Notice tone="success">{outcome}</Notice> : null}
    </form>
  );
}
