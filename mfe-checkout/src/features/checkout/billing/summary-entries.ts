/** A form's errors as the error summary lists them: in field order, each with its field's label. */
import type { FieldErrors } from 'react-hook-form';
import { fieldId } from '../components/AddressFields';
import type { SummaryEntry } from '../components/ErrorSummary';

export function summaryEntries<T extends object>(
  errors: FieldErrors<T>,
  order: Array<keyof T>,
  labels: Record<keyof T, string>,
  prefix: string,
): SummaryEntry[] {
  return order.flatMap((name) => {
    const message = (errors as Record<string, { message?: string } | undefined>)[name as string]?.message;
    return message ? [{ fieldId: fieldId(prefix, name as string), text: `${labels[name]}: ${message}` }] : [];
  });
}
