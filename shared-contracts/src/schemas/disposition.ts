/**
 * An entry of the manufacturer's electronic acquisition and disposition (A&D) record (issue 30):
 * the fields 27 CFR 478.123 asks of a licensed manufacturer, kept as ATF Ruling 2016-1 allows an
 * electronic record to be kept (append-only; a correction is a new entry naming the one it corrects).
 * One definition for the API now and the back office's form later.
 */
import { type InferType, mixed, number, object, string } from 'yup';
import { TEXT_LIMITS, tooLongMessage } from '../domain/limits';
import { isIsoDate } from './date-of-birth';
import { FFL_NUMBER_PATTERN } from './dealer-registration';

export const DISPOSITION_ENTRY_KINDS = ['acquisition', 'disposition'] as const;
export type DispositionEntryKind = (typeof DISPOSITION_ENTRY_KINDS)[number];

/** The firearm types an A&D record names (27 CFR 478.11's kinds, as ATF's forms list them). */
export const FIREARM_TYPES = [
  'pistol',
  'revolver',
  'rifle',
  'shotgun',
  'receiver',
  'frame',
  'silencer',
  'short-barrelled rifle',
  'short-barrelled shotgun',
  'any other weapon',
] as const;
export type FirearmType = (typeof FIREARM_TYPES)[number];

export const DISPOSITION_MESSAGES = {
  required: 'Required',
  kind: 'Choose acquisition or disposition',
  date: 'Enter the date as YYYY-MM-DD',
  dateFuture: 'The date cannot be in the future',
  serial: 'Enter the serial number as marked: letters, digits and dashes',
  type: 'Choose the firearm type',
  fflNumber: 'Enter the FFL number as X-XX-XXX-XX-XX-XXXXX',
  orderId: 'Enter the order number',
  correctionReason: 'Say why the entry is corrected',
} as const;
const M = DISPOSITION_MESSAGES;

const text = (max: number = TEXT_LIMITS.line) => string().trim().required(M.required).max(max, tooLongMessage(max));
const optionalText = (max: number = TEXT_LIMITS.line) =>
  string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .optional()
    .max(max, tooLongMessage(max));

/** The other party: where the firearm came from, or the licensee it went to. */
const party = (fflRequired: boolean) =>
  object({
    name: text(TEXT_LIMITS.name),
    address: text(),
    fflNumber: (fflRequired ? string().trim().required(M.required) : optionalText())
      .max(24, M.fflNumber)
      .test('ffl-format', M.fflNumber, (v) => !v || FFL_NUMBER_PATTERN.test(v)),
  });

export const dispositionEntrySchema = object({
  kind: mixed<DispositionEntryKind>()
    .required(M.kind)
    .oneOf([...DISPOSITION_ENTRY_KINDS], M.kind),
  /** The day of manufacture or acquisition, or of the disposition (shipment). */
  date: string()
    .trim()
    .required(M.required)
    .max(10, M.date)
    .test('iso-date', M.date, (v) => !v || isIsoDate(v))
    .test('not-future', M.dateFuture, (v) => !v || v <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)),
  serial: text(40).matches(/^[A-Za-z0-9][A-Za-z0-9-]*$/, M.serial),
  manufacturer: text(TEXT_LIMITS.name),
  importer: optionalText(TEXT_LIMITS.name),
  model: text(TEXT_LIMITS.name),
  type: mixed<FirearmType>()
    .required(M.type)
    .oneOf([...FIREARM_TYPES], M.type),
  caliber: text(40),
  /** Acquisition: who it came from ('Manufactured' for the brand's own); disposition: the receiving licensee. */
  party: object()
    .required(M.required)
    .when('kind', ([kind]) => party(kind === 'disposition')),
  /** The shop's order the disposition fills, when there is one. */
  orderId: number().typeError(M.orderId).integer(M.orderId).min(1, M.orderId).max(2_147_483_647, M.orderId).optional(),
});
export type DispositionEntryInput = InferType<typeof dispositionEntrySchema>;

/** A correction: the whole entry as it should have read, and why. */
export const dispositionCorrectionSchema = dispositionEntrySchema.shape({
  // Its own message when missing (text() would say 'Required').
  correctionReason: string().trim().required(M.correctionReason).max(500, tooLongMessage(500)),
});
export type DispositionCorrectionInput = InferType<typeof dispositionCorrectionSchema>;
