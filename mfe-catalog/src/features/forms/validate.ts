/**
 * Runs one of the shared yup schemas and returns the first message per field. The schemas are
 * loaded by the caller with a dynamic import, so yup only reaches the browser with a form.
 */
interface YupLikeError {
  inner?: Array<{ path?: string; message: string }>;
  path?: string;
  message: string;
}

interface SchemaLike<T> {
  validate(value: unknown, options: { abortEarly: false }): Promise<T>;
}

export async function validateWith<T>(
  schema: SchemaLike<T>,
  value: unknown,
): Promise<{ ok: true; value: T } | { ok: false; errors: Record<string, string> }> {
  try {
    return { ok: true, value: await schema.validate(value, { abortEarly: false }) };
  } catch (raw) {
    const error = raw as YupLikeError;
    const errors: Record<string, string> = {};
    for (const item of error.inner?.length ? error.inner : [error]) {
      const key = item.path ?? '_';
      errors[key] ??= item.message;
    }
    return { ok: false, errors };
  }
}

/** The server's message for a failed call, else the client's. */
export function serverMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const body = (error as { body?: { message?: string; title?: string } }).body;
    if (body?.message) return body.message;
    if (body?.title) return body.title;
    if (error instanceof Error) return error.message;
  }
  return 'Something went wrong, please try again later';
}
