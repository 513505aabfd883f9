/**
 * Cancel before anything shipped: an inline confirm step says what happens (the payment is voided or
 * refunded, the units go back in stock, the customer is e-mailed) and asks for the reason.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { STAFF_ORDER_LIMITS, staffCancelSchema } from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { SelectInput, TextInput } from '../../shared/forms/Fields';
import { formatMoney } from '../../shared/ui/format';
import { OutcomeNotice } from './DetailSection';
import styles from './OrderDetailPage.module.css';
import { cancelOrder } from './orders-api';
import { mailedOutcome, useOrderAction } from './use-order-action';

const REASONS = [
  'Customer asked to cancel',
  'Out of stock',
  'Payment or fraud concern',
  'No dealer can receive the transfer',
  'Other',
].map((reason) => ({ value: reason, label: reason }));

interface CancelValues {
  reason: string;
  details: string;
}

export function CancelAction({
  orderId,
  amountLeft,
  available,
  reload,
}: {
  orderId: number;
  amountLeft: number;
  available: boolean;
  reload: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const action = useOrderAction(reload);
  const form = useForm<CancelValues>({ defaultValues: { reason: REASONS[0]?.value ?? '', details: '' } });
  const { errors } = form.formState;
  const reasonOf = ({ reason, details }: CancelValues) => (details.trim() ? `${reason}: ${details.trim()}` : reason);

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const reason = reasonOf(values);
    try {
      await staffCancelSchema.validate({ reason });
    } catch (error) {
      return form.setError('details', { message: (error as Error).message });
    }
    const result = await action.run(
      () => cancelOrder(orderId, reason),
      (answer) => mailedOutcome(`Order cancelled. The order is ${answer.status}.`, answer.mailed),
    );
    if (result.ok) setConfirming(false);
  });

  return (
    <div className={styles.action}>
      {available && !confirming ? (
        <button
          type="button"
          className={button('outline')}
          onClick={() => {
            action.setOutcome(null);
            setConfirming(true);
          }}
        >
          Cancel order
        </button>
      ) : null}
      {available && confirming ? (
        <form className={`${styles.form} ${styles.danger}`} onSubmit={submit} noValidate aria-label="Cancel the order">
          <p>
            Cancelling gives back {formatMoney(amountLeft)} through the payment provider, puts every unit back in stock
            and e-mails the customer. It cannot be undone.
          </p>
          <SelectInput label="Reason" options={REASONS} registration={form.register('reason')} />
          <TextInput
            label="Details"
            hint="Optional"
            maxLength={STAFF_ORDER_LIMITS.reason - 60}
            registration={form.register('details')}
            error={errors.details?.message}
          />
          <div className={styles.buttons}>
            <button type="submit" className={button('primary')} disabled={action.pending}>
              {action.pending ? 'Cancelling…' : 'Yes, cancel the order'}
            </button>
            <button type="button" className={button('ghost')} onClick={() => setConfirming(false)}>
              Keep the order
            </button>
          </div>
        </form>
      ) : null}
      <OutcomeNotice outcome={action.outcome} />
    </div>
  );
}
