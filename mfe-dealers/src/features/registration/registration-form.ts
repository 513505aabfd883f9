/**
 * The dealer registration form's rules and payload: the shared schema (one definition with the API)
 * plus the two documents the browser checks before sending (type by name and MIME, size against
 * DEALER_DOCUMENT_MAX_BYTES; the server checks their bytes again), and the multipart body of
 * `POST /Registration/dealer` (every text field as a string, booleans 'true' / 'false', files
 * under fflDocument and sotDocument).
 */

import {
  DEALER_DOCUMENT_MAX_BYTES,
  DEALER_REGISTRATION_LABELS,
  DEALER_REGISTRATION_MESSAGES,
  type DealerRegistration,
  dealerRegistrationSchema,
  emptyDealerRegistration,
} from 'shared-contracts/schemas/dealer-registration';
import { mixed, type TestContext } from 'yup';

export type DealerDocumentField = 'fflDocument' | 'sotDocument';
export type RegistrationValues = DealerRegistration & { fflDocument: File | null; sotDocument: File | null };
export type RegistrationField = keyof RegistrationValues & string;

const MAX_MB = DEALER_DOCUMENT_MAX_BYTES / (1024 * 1024);
const DOCUMENT_EXTENSIONS = ['pdf', 'tif', 'tiff'];
const DOCUMENT_TYPES = ['application/pdf', 'image/tiff'];

export const DOCUMENT_MESSAGES = {
  wrongType: (label: string) => `${label} must be a PDF or TIFF file`,
  tooLarge: (label: string, bytes: number) =>
    `${label} must be smaller than ${MAX_MB} MB (this file is ${(bytes / (1024 * 1024)).toFixed(1)} MB)`,
  empty: (label: string) => `${label} is empty`,
} as const;

export const DOCUMENT_HINT = `PDF or TIFF, smaller than ${MAX_MB} MB.`;

export function isDealerDocument(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return DOCUMENT_EXTENSIONS.includes(extension) || DOCUMENT_TYPES.includes(file.type);
}

/** The browser's own check of one document (null: fine). */
export function documentProblem(file: File, label: string): string | null {
  if (!isDealerDocument(file)) return DOCUMENT_MESSAGES.wrongType(label);
  if (file.size >= DEALER_DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge(label, file.size);
  if (file.size === 0) return DOCUMENT_MESSAGES.empty(label);
  return null;
}

function documentField(name: DealerDocumentField) {
  const label = DEALER_REGISTRATION_LABELS[name];
  return mixed<File>()
    .nullable()
    .default(null)
    .test('document-required', DEALER_REGISTRATION_MESSAGES.fflDocument, function required(value) {
      return name !== 'fflDocument' || this.parent.hasFflSot !== true || value instanceof File;
    })
    .test('document', '', function check(this: TestContext, value) {
      if (!(value instanceof File) || this.parent.hasFflSot !== true) return true;
      const problem = documentProblem(value, label);
      return problem ? this.createError({ message: problem }) : true;
    });
}

/** The shared schema with the documents added (the browser's side only). */
export const registrationFormSchema = dealerRegistrationSchema.shape({
  fflDocument: documentField('fflDocument'),
  sotDocument: documentField('sotDocument'),
});

export function emptyRegistration(): RegistrationValues {
  return { ...emptyDealerRegistration(), captcha: '', fflDocument: null, sotDocument: null };
}

type Described = { tests?: Array<{ name?: string; params?: Record<string, unknown> }> };
const described = dealerRegistrationSchema.describe().fields as Record<string, Described>;

/** The longest value the schema accepts for a text field (its `max` test), for the input's maxLength. */
export function maxLengthOf(name: keyof DealerRegistration): number | undefined {
  const max = described[name]?.tests?.find((test) => test.name === 'max')?.params?.max;
  return typeof max === 'number' ? max : undefined;
}

const BILLING = ['billingStreetAddress', 'billingCity', 'billingState', 'billingPostalCode'] as const;
const LOCATOR = ['locatorStreetAddress', 'locatorCity', 'locatorState', 'locatorPostalCode'] as const;
const FFL = ['fflNumber', 'sotEin'] as const;

/**
 * The multipart body: every text field of the schema as a string, booleans 'true' / 'false'; the
 * fields of a block the dealer does not use (billing reused, locator address reused or not
 * appearing, no FFL/SOT) go empty, so nothing typed and then hidden is sent.
 */
export function registrationFormData(values: RegistrationValues): FormData {
  const unused = new Set<string>();
  if (values.useForBillingAddress) for (const name of BILLING) unused.add(name);
  if (!values.appearInDealerLocator || values.useThisAddressInDealerLocator)
    for (const name of LOCATOR) unused.add(name);
  if (!values.hasFflSot) for (const name of FFL) unused.add(name);

  const body = new FormData();
  for (const name of Object.keys(dealerRegistrationSchema.fields) as Array<keyof DealerRegistration>) {
    const value = values[name];
    if (typeof value === 'boolean') body.append(name, value ? 'true' : 'false');
    else body.append(name, unused.has(name) || value == null ? '' : String(value));
  }
  if (values.hasFflSot) {
    if (values.fflDocument) body.append('fflDocument', values.fflDocument, values.fflDocument.name);
    if (values.sotDocument) body.append('sotDocument', values.sotDocument, values.sotDocument.name);
  }
  return body;
}
