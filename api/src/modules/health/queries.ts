import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';

/** One real round trip; a failing database throws. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
