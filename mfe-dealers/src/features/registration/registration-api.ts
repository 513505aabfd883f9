import { apiCall } from 'shared-contracts';
import type { DealerRegistrationAnswer } from 'shared-contracts/api/dealers';

/**
 * `POST /Registration/dealer` (multipart). A failure goes through the shop's shared error handler
 * (the 'Error: ' banner, 001 section 8: "shows the network error") and is re-thrown for the form.
 */
export async function registerDealer(body: FormData): Promise<string> {
  const answer = await apiCall<DealerRegistrationAnswer>('/Registration/dealer', { method: 'POST', body });
  return answer.message;
}

/** The field errors of an API 400 (`errors: { field: [messages] }`), first message per field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}
