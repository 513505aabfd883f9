/** Image requests in the database. */
import type { Db } from '../../platform/db/index';

export async function insertImageRequest(
  db: Db,
  request: { firstName: string; lastName: string; email: string; lookingFor: string },
): Promise<string> {
  const row = await db
    .insertInto('image_requests')
    .values({
      first_name: request.firstName,
      last_name: request.lastName,
      email: request.email,
      looking_for: request.lookingFor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
