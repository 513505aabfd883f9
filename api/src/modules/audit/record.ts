/**
 * Writes one entry of the staff audit log: who (a staffer's id and e-mail, or the service), what
 * (action), on which object, and the object before and after. Called inside the transaction of the
 * action it records, so an action and its entry are kept or lost together. The table refuses every
 * update and delete (migration 017's trigger); this module has no function that tries.
 */
import type { Db } from '../../platform/db/index';
import type { StaffActor } from '../../shared/staff-access';

export interface AuditEntry {
  /** e.g. 'staff.invited', 'stock.set', 'prodeal.decided'. */
  action: string;
  objectType: string;
  objectId: string;
  before?: unknown;
  after?: unknown;
}

/** Only what an actor is, never its session: the log names people, not credentials. */
export type AuditActor = Pick<StaffActor, 'staffId' | 'name'>;

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      actor_staff_id: actor.staffId,
      actor: actor.name,
      action: entry.action,
      object_type: entry.objectType,
      object_id: entry.objectId,
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute();
}
