/**
 * The problems of a form's request, by the request's field path (`shipments[0].lines[1].serials[0]`):
 * from the shared yup schema before sending (the same schema the API validates with), or from the
 * API's 400 after. Each form maps the paths onto its own fields.
 */
import { ValidationError } from 'yup';
import { fieldProblems } from '../../shared/api/staff-api';

/** Every path's first message; a problem of the whole request has the path ''. */
export function schemaProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ValidationError)) return {};
  const problems: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const path = inner.path ?? '';
    problems[path] ??= inner.message;
  }
  return problems;
}

/** Validates `request` with `schema`: its problems, or null when it passes. */
export async function problemsOf(
  schema: { validate: (value: unknown, options: { abortEarly: false }) => Promise<unknown> },
  request: unknown,
): Promise<Record<string, string> | null> {
  try {
    await schema.validate(request, { abortEarly: false });
    return null;
  } catch (error) {
    return schemaProblems(error);
  }
}

export { fieldProblems };
