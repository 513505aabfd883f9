/** Internal notes (never shown to the customer), newest last, and the form to add one. */
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { STAFF_ORDER_LIMITS, staffOrderNoteSchema } from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { TextArea } from '../../shared/forms/Fields';
import { formatDateTime } from '../../shared/ui/format';
import { DetailSection, OutcomeNotice } from './DetailSection';
import { fieldProblems } from './form-problems';
import styles from './OrderDetailPage.module.css';
import { actorName } from './order-status';
import { addNote, type OrderDetail } from './orders-api';
import { useOrderAction } from './use-order-action';

export function NotesSection({
  order,
  available,
  reload,
}: {
  order: OrderDetail;
  available: boolean;
  reload: () => Promise<void>;
}) {
  const action = useOrderAction(reload);
  const form = useForm<{ body: string }>({
    resolver: yupResolver(staffOrderNoteSchema) as never,
    defaultValues: { body: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ body }) => {
    const result = await action.run(
      () => addNote(order.id, body),
      () => 'Note added.',
    );
    if (result.ok) form.reset();
    else {
      const problem = fieldProblems(result.error).body;
      if (problem) form.setError('body', { message: problem });
    }
  });

  return (
    <DetailSection title="Notes">
      {order.notes.length === 0 ? (
        <p className={styles.soft}>No notes yet.</p>
      ) : (
        <ul className={styles.plainList} aria-label="Notes written">
          {order.notes.map((note) => (
            <li key={note.id} className={styles.entry}>
              <p className={styles.noteBody}>{note.body}</p>
              <p className={styles.soft}>
                {formatDateTime(note.createdAt)} · {actorName(note.actor)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {available ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Add an internal note">
          <TextArea
            label="Internal note"
            hint="Seen by staff only"
            maxLength={STAFF_ORDER_LIMITS.note}
            registration={form.register('body')}
            error={errors.body?.message}
          />
          <div className={styles.buttons}>
            <button type="submit" className={button('outline')} disabled={action.pending}>
              {action.pending ? 'Adding…' : 'Add note'}
            </button>
          </div>
        </form>
      ) : null}
      <OutcomeNotice outcome={action.outcome} />
    </DetailSection>
  );
}
