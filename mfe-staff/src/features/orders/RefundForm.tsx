/**
 * A refund through the payment provider (owners only): per line the units to refund, or an amount
 * (shipping, tax, a goodwill sum), whether the units return to stock, and a reason. The amount it
 * gives back is shown beside "Issue refund" before anything is sent; the API never refunds more than
 * is left of the captured payment. Checked with the API's own schema first.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StaffRefundRequest } from 'shared-contracts/schemas/staff-orders';
import { STAFF_ORDER_LIMITS, staffRefundSchema } from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { problemText } from '../../shared/api/staff-api';
import { TextInput } from '../../shared/forms/Fields';
import { formatMoney } from '../../shared/ui/format';
import { Notice } from '../../shared/ui/Notice';
import { fieldProblems, problemsOf } from './form-problems';
import styles from './OrderDetailPage.module.css';
import { unitsToRefund } from './order-actions';
import type { OrderLine, RefundAnswer } from './orders-api';
import { type RefundValues, refundCents, refundRequestOf } from './refund-request';
import { lineKey, quantityOf } from './ship-request';
import type { ActionResult } from './use-order-action';

export function RefundForm({
  lines,
  centsLeft,
  pending,
  onRefund,
  onClose,
}: {
  lines: OrderLine[];
  centsLeft: number;
  pending: boolean;
  onRefund: (request: StaffRefundRequest) => Promise<ActionResult<RefundAnswer>>;
  onClose: () => void;
}) {
  const open = lines.filter((line) => unitsToRefund(line) > 0);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RefundValues>({
    defaultValues: {
      quantities: Object.fromEntries(open.map((line) => [lineKey(line), '0'])),
      amount: '',
      restock: false,
      reason: '',
    },
  });
  const { errors } = form.formState;
  const values = form.watch();
  const cents = refundCents(values, open);
  const left = centsLeft / 100;

  const submit = form.handleSubmit(async (typed) => {
    form.clearErrors();
    setProblem(null);
    const badQuantities = open.filter((line) => {
      const quantity = quantityOf(typed.quantities[lineKey(line)]);
      return Number.isNaN(quantity) || quantity > unitsToRefund(line);
    });
    for (const line of badQuantities)
      form.setError(`quantities.${lineKey(line)}`, { message: `Give a whole number from 0 to ${unitsToRefund(line)}` });
    if (badQuantities.length > 0) return;
    const { request, chosen } = refundRequestOf(typed, open);
    const problems = (await problemsOf(staffRefundSchema, request)) ?? {};
    const amount = refundCents(typed, open);
    if (!problems.amount && amount !== null && amount > centsLeft)
      problems.amount = `A refund cannot exceed what is left of the captured payment (${formatMoney(left)})`;
    if (Object.keys(problems).length > 0) return setProblem(placeProblems(problems, chosen)[0] ?? null);
    const result = await onRefund(request);
    if (result.ok) return;
    const answered = fieldProblems(result.error);
    const general = placeProblems(answered, chosen);
    setProblem(general[0] ?? (Object.keys(answered).length === 0 ? problemText(result.error) : null));
  });

  /** Puts each problem on its field (`lines[i]...` on that line's quantity); answers the rest. */
  function placeProblems(problems: Record<string, string>, chosen: OrderLine[]): string[] {
    const general: string[] = [];
    for (const [path, message] of Object.entries(problems)) {
      const line = /^lines\[(\d+)\]/.exec(path);
      const onLine = line ? chosen[Number(line[1])] : undefined;
      if (onLine) form.setError(`quantities.${lineKey(onLine)}`, { message });
      else if (path === 'amount' || path === 'reason') form.setError(path, { message });
      else general.push(message);
    }
    return general;
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Refund">
      {open.map((line) => (
        <TextInput
          key={line.id}
          label={`Refund quantity: ${line.productName}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={unitsToRefund(line)}
          hint={`${formatMoney(line.unitPrice)} each; ${unitsToRefund(line)} not yet refunded`}
          registration={form.register(`quantities.${lineKey(line)}`)}
          error={errors.quantities?.[lineKey(line)]?.message}
        />
      ))}
      <TextInput
        label="Amount"
        inputMode="decimal"
        maxLength={12}
        hint={`Optional: a sum instead of the lines' price (shipping, tax). Up to ${formatMoney(left)} is left.`}
        registration={form.register('amount')}
        error={errors.amount?.message}
      />
      <label className={styles.check}>
        <input type="checkbox" {...form.register('restock')} />
        Return to stock
      </label>
      <TextInput
        label="Reason"
        maxLength={STAFF_ORDER_LIMITS.reason}
        registration={form.register('reason')}
        error={errors.reason?.message}
      />
      <p className={styles.confirm} aria-live="polite">
        {cents === null
          ? 'Choose the units or type an amount to refund.'
          : `Refund ${formatMoney(cents / 100)} of the ${formatMoney(left)} left to the customer's card.`}
      </p>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <div className={styles.buttons}>
        <button type="submit" className={button('primary')} disabled={pending}>
          {pending ? 'Refunding…' : 'Issue refund'}
        </button>
        <button type="button" className={button('ghost')} onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
