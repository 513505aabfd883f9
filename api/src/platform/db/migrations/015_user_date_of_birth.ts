/**
 * The buyer's attested date of birth on a signed-in customer's profile (issue 30, docs/decisions/0026):
 * the checkout asks for it only when a line has an age class, stores it here when the order is
 * placed, and fills it in next time. Nullable: nobody is asked until they buy an age-classed item.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column date_of_birth date`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column date_of_birth`.execute(db);
}
