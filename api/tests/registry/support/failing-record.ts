/**
 * Makes the publish's last step (the version row) fail for real, after every file is stored: a
 * database trigger refuses versions whose git commit is `deadbeef`. The publish must then delete
 * what it stored and record nothing.
 */
import { sql } from 'kysely';
import type { Db } from '../../../src/platform/db/index';

export const FAILING_COMMIT = 'deadbeef';

export async function refuseVersionsOfFailingCommit(db: Db): Promise<void> {
  await sql`
    create or replace function registry_test_refuse() returns trigger language plpgsql as $$
    begin
      if new.git_commit = 'deadbeef' then raise exception 'refused by the test'; end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger registry_test_refuse before insert on registry_versions
    for each row execute function registry_test_refuse()`.execute(db);
}
