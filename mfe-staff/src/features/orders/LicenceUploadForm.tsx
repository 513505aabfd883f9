/**
 * FFL check by the licence copy the dealer sent (a PDF, JPEG or PNG, checked by its bytes on the
 * server) with its expiry date and, when it shows one, the licence number: multipart, like the API
 * takes it. The expiry and number are checked with the API's own schema first.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffFflUploadSchema } from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { TextInput } from '../../shared/forms/Fields';
import { OutcomeNotice } from './DetailSection';
import { fieldProblems, problemsOf } from './form-problems';
import styles from './OrderDetailPage.module.css';
import { verifyByLicenceCopy } from './orders-api';
import { useOrderAction } from './use-order-action';

/** The API refuses 10 MB and more. */
const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

interface UploadValues {
  licence: FileList | null;
  expiresOn: string;
  fflNumber: string;
}

const FIELDS = ['licence', 'expiresOn', 'fflNumber'] as const;

export function LicenceUploadForm({
  orderId,
  knownFflNumber,
  available,
  orVerifyOnFile,
  reload,
}: {
  orderId: number;
  /** The order awaits its FFL check and the role may verify; else only the last outcome shows. */
  available: boolean;
  /** The directory's number for this dealer, when it has one: the copy usually shows the same. */
  knownFflNumber: string | null;
  /** The licence on file is offered too: this form is the other way. */
  orVerifyOnFile: boolean;
  reload: () => Promise<void>;
}) {
  const action = useOrderAction(reload);
  const [sent, setSent] = useState(0);
  const form = useForm<UploadValues>({
    defaultValues: { licence: null, expiresOn: '', fflNumber: knownFflNumber ?? '' },
  });
  const { errors } = form.formState;

  const showProblems = (problems: Record<string, string>) => {
    for (const field of FIELDS) if (problems[field]) form.setError(field, { message: problems[field] });
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const file = values.licence?.[0];
    const problems =
      (await problemsOf(staffFflUploadSchema, { expiresOn: values.expiresOn, fflNumber: values.fflNumber })) ?? {};
    if (!file) problems.licence = 'Choose the licence copy (PDF, JPEG or PNG)';
    else if (file.size >= MAX_BYTES) problems.licence = 'The licence copy must be under 10 MB';
    if (Object.keys(problems).length > 0 || !file) return showProblems(problems);
    const result = await action.run(
      () =>
        verifyByLicenceCopy(orderId, {
          licence: file,
          expiresOn: values.expiresOn,
          fflNumber: values.fflNumber.trim(),
        }),
      (answer) => `Licence copy recorded. The order is ${answer.status}.`,
    );
    if (result.ok) {
      form.reset();
      setSent((n) => n + 1);
    } else showProblems(fieldProblems(result.error));
  });

  if (!available) return <OutcomeNotice outcome={action.outcome} />;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Record the licence copy received">
      <p className={styles.soft}>{orVerifyOnFile ? 'Or record' : 'Record'} the licence copy the dealer sent:</p>
      <TextInput
        key={sent}
        label="Licence copy"
        type="file"
        accept={ACCEPTED}
        hint="PDF, JPEG or PNG, under 10 MB"
        required
        registration={form.register('licence')}
        error={errors.licence?.message}
      />
      <TextInput
        label="Licence expiry"
        type="date"
        required
        registration={form.register('expiresOn')}
        error={errors.expiresOn?.message}
      />
      <TextInput
        label="FFL number"
        hint="As the copy shows it, e.g. 1-23-456-78-9A-12345"
        required
        maxLength={40}
        registration={form.register('fflNumber')}
        error={errors.fflNumber?.message}
      />
      <div className={styles.buttons}>
        <button type="submit" className={button('primary')} disabled={action.pending}>
          {action.pending ? 'Recording…' : 'Record licence'}
        </button>
      </div>
      <OutcomeNotice outcome={action.outcome} />
    </form>
  );
}
