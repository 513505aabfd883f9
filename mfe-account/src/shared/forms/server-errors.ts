export { serverFieldErrors } from 'shared-kit/field-errors';

/** The HTTP status of a failed API call, if it got that far. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
