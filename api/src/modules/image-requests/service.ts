/**
 * Product image requests of the media library (issue 12): kept, and e-mailed to staff (STAFF_EMAIL)
 * through the mail provider (the outbox on the embedded default).
 */
import type { ImageRequest } from 'shared-contracts/schemas/image-request';
import type { Db } from '../../platform/db/index';
import type { Mailer } from '../../providers/mail/index';
import { imageRequestMail } from './mails';
import { insertImageRequest } from './queries';

export async function receiveImageRequest(
  deps: { db: Db; mailer: Mailer; staffEmail: string },
  request: Omit<ImageRequest, 'captcha'>,
): Promise<string> {
  const normalised = { ...request, email: request.email.trim().toLowerCase() };
  const id = await insertImageRequest(deps.db, normalised);
  await deps.mailer.send(imageRequestMail(deps.staffEmail, id, normalised));
  return id;
}
