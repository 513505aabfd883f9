/**
 * A zip must lie in the state it comes with (issue 13), checked in the browser before the payment
 * step as the server checks it again in the order transaction: `GET /Zip/{zip}` answers the zip's
 * state from the bundled zip table. Only a definite answer marks a field: when the API cannot be
 * asked, the server's check at Place Order still holds.
 */

import { normalizeZip, ZIP_MESSAGES } from 'shared-contracts/domain/zip';
import { regionToStateCode } from 'shared-contracts/schemas/form-texts';
import { ApiCallError, apiCall } from 'shared-kit';

interface ZipAnswer {
  zip: string;
  state: string;
  city: string;
}

const answers = new Map<string, Promise<ZipAnswer | null>>();

/** The zip's state, null for a zip that is no US zip, undefined when nobody could say. */
async function stateOfZip(zip: string): Promise<string | null | undefined> {
  let answer = answers.get(zip);
  if (!answer) {
    answer = apiCall<ZipAnswer>(`/Zip/${zip}`, { silentLoading: true, skipErrorHandler: true }).catch(
      (error: unknown) => {
        answers.delete(zip);
        if (error instanceof ApiCallError && error.status === 404) return null;
        throw error;
      },
    );
    answers.set(zip, answer);
  }
  try {
    return (await answer)?.state ?? null;
  } catch {
    return undefined;
  }
}

export interface ZipStatePlace {
  /** The form field that shows the message. */
  field: string;
  zip: string;
  state: string;
}

/** The message for each place whose zip is not in its state (or no US zip at all). */
export async function zipStateErrors(places: ZipStatePlace[]): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  await Promise.all(
    places.map(async ({ field, zip, state }) => {
      const normal = normalizeZip(zip);
      if (normal.length < 5 || !state) return; // the form's own rules speak first
      const found = await stateOfZip(normal);
      if (found === undefined) return;
      if (found === null) errors[field] = ZIP_MESSAGES.unknown;
      else if (found !== (regionToStateCode(state) ?? state.trim().toUpperCase()))
        errors[field] = ZIP_MESSAGES.otherState;
    }),
  );
  return errors;
}
