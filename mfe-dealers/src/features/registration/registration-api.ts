import type { DealerRegistrationAnswer } from 'shared-contracts/api/dealers';
import { apiCall } from 'shared-kit';

/**
 * `POST /Registration/dealer` (multipart). A failure goes through the shop's shared error handler
 * (the 'Error: ' banner, 001 section 8: "shows the network error") and is re-thrown for the form.
 */
export async function registerDealer(body: FormData): Promise<string> {
  const answer = await apiCall<DealerRegistrationAnswer>('/Registration/dealer', { method: 'POST', body });
  return answer.message;
}
