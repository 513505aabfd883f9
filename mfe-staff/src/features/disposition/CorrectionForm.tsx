/**
 * The correction of an entry: the whole entry as it should have read, and why (the shared
 * dispositionCorrectionSchema, the API's). It starts from the entry's values. The API appends it as
 * a new entry naming the one it corrects; the corrected entry is never changed.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { TEXT_LIMITS } from 'shared-contracts/domain/limits';
import {
  DISPOSITION_ENTRY_KINDS,
  type DispositionCorrectionInput,
  type DispositionEntryKind,
  dispositionCorrectionSchema,
  FIREARM_TYPES,
  type FirearmType,
} from 'shared-contracts/schemas/disposition';
import { button } from 'shared-kit/buttons';
import { fieldProblems, problemText } from '../../shared/api/staff-api';
import { SelectInput, TextArea, TextInput } from '../../shared/forms/Fields';
import { Notice } from '../../shared/ui/Notice';
import styles from './DispositionPage.module.css';
import { correctEntry, type DispositionEntry } from './disposition-api';

/** The form's fields (the schema's inferred type leaves `party` untyped: it depends on the kind). */
interface CorrectionForm {
  kind: DispositionEntryKind;
  date: string;
  serial: string;
  manufacturer: string;
  importer: string;
  model: string;
  type: FirearmType;
  caliber: string;
  party: { name: string; address: string; fflNumber: string };
  orderId?: number;
  correctionReason: string;
}

const resolver = yupResolver(dispositionCorrectionSchema) as unknown as Resolver<CorrectionForm>;

const KIND_OPTIONS = DISPOSITION_ENTRY_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'acquisition' ? 'Acquisition' : 'Disposition',
}));
const TYPE_OPTIONS = FIREARM_TYPES.map((type) => ({ value: type, label: type[0]?.toUpperCase() + type.slice(1) }));

function valuesOf(entry: DispositionEntry): CorrectionForm {
  return {
    kind: entry.kind,
    date: entry.date,
    serial: entry.serial,
    manufacturer: entry.manufacturer,
    importer: entry.importer ?? '',
    model: entry.model,
    type: entry.type,
    caliber: entry.caliber,
    party: { name: entry.party.name, address: entry.party.address, fflNumber: entry.party.fflNumber ?? '' },
    orderId: entry.orderId ?? undefined,
    correctionReason: '',
  };
}

/** The empty order field is no order; anything else is read as a number (the schema says if it is not one). */
const orderIdValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export function CorrectionForm({
  entry,
  onCorrected,
  onCancel,
}: {
  entry: DispositionEntry;
  onCorrected: (correction: DispositionEntry) => void;
  onCancel: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CorrectionForm>({
    resolver,
    defaultValues: valuesOf(entry),
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const party = kind === 'disposition' ? 'Licensee' : 'Source';
  const reasonRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    reasonRef.current?.querySelector('textarea')?.focus();
  }, []);

  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    try {
      // The resolver answered the schema's output (blanks dropped, text trimmed): the API's input.
      onCorrected(await correctEntry(entry.id, input as unknown as DispositionCorrectionInput));
    } catch (error) {
      const fields = Object.entries(fieldProblems(error));
      for (const [field, message] of fields) form.setError(field as FieldPath<CorrectionForm>, { message });
      setProblem(problemText(error));
    }
  });

  return (
    <form className={styles.correction} onSubmit={submit} noValidate aria-labelledby={`correct-${entry.id}-title`}>
      <h3 id={`correct-${entry.id}-title`} className={styles.correctionTitle}>
        Correct entry {entry.id}
      </h3>
      <p className={styles.note}>
        Give the whole entry as it should have read. Entry {entry.id} stays in the record as it is; the correction is a
        new entry that names it.
      </p>
      <div ref={reasonRef}>
        <TextArea
          label="Reason for the correction"
          required
          maxLength={500}
          registration={form.register('correctionReason')}
          error={errors.correctionReason?.message}
        />
      </div>
      <div className={styles.correctionFields}>
        <SelectInput
          label="Kind"
          required
          options={KIND_OPTIONS}
          // The markup marks the entry's option as the default too, so the form never reads the
          // first option as a change made before it was ready (react-hook-form's isEdited check).
          defaultValue={entry.kind}
          registration={form.register('kind')}
          error={errors.kind?.message}
        />
        <TextInput
          label="Date"
          type="date"
          required
          registration={form.register('date')}
          error={errors.date?.message}
        />
        <TextInput
          label="Serial number"
          required
          maxLength={40}
          registration={form.register('serial')}
          error={errors.serial?.message}
        />
        <TextInput
          label="Manufacturer"
          required
          maxLength={TEXT_LIMITS.name}
          registration={form.register('manufacturer')}
          error={errors.manufacturer?.message}
        />
        <TextInput
          label="Importer"
          maxLength={TEXT_LIMITS.name}
          registration={form.register('importer')}
          error={errors.importer?.message}
        />
        <TextInput
          label="Model"
          required
          maxLength={TEXT_LIMITS.name}
          registration={form.register('model')}
          error={errors.model?.message}
        />
        <SelectInput
          label="Type"
          required
          options={TYPE_OPTIONS}
          defaultValue={entry.type}
          registration={form.register('type')}
          error={errors.type?.message}
        />
        <TextInput
          label="Caliber or gauge"
          required
          maxLength={40}
          registration={form.register('caliber')}
          error={errors.caliber?.message}
        />
        <TextInput
          label={`${party} name`}
          required
          maxLength={TEXT_LIMITS.name}
          registration={form.register('party.name')}
          error={errors.party?.name?.message}
        />
        <TextInput
          label={`${party} address`}
          required
          maxLength={TEXT_LIMITS.line}
          registration={form.register('party.address')}
          error={errors.party?.address?.message}
        />
        <TextInput
          label={`${party} FFL number`}
          required={kind === 'disposition'}
          maxLength={24}
          hint="X-XX-XXX-XX-XX-XXXXX"
          registration={form.register('party.fflNumber')}
          error={errors.party?.fflNumber?.message}
        />
        <TextInput
          label="Order id"
          inputMode="numeric"
          maxLength={10}
          registration={form.register('orderId', { setValueAs: orderIdValue })}
          error={errors.orderId?.message}
        />
      </div>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <div className={styles.formButtons}>
        <button type="submit" className={button('primary')} disabled={isSubmitting}>
          {isSubmitting ? 'Recording…' : 'Record correction'}
        </button>
        <button type="button" className={button('text')} onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}
