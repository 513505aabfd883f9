/** Reading the staff audit log: newest first, filtered and paged (GET /staff/audit). */
import type { StaffAuditQuery } from 'shared-contracts/schemas/staff';
import type { Db } from '../../platform/db/index';

export interface AuditRow {
  id: string;
  at: string;
  actor: string;
  actorStaffId: string | null;
  action: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
}

export async function listAudit(db: Db, query: StaffAuditQuery): Promise<{ entries: AuditRow[]; total: number }> {
  let base = db.selectFrom('staff_audit');
  if (query.actor) base = base.where('actor', '=', query.actor.toLowerCase());
  if (query.action) base = base.where('action', '=', query.action);
  if (query.objectType) base = base.where('object_type', '=', query.objectType);
  if (query.objectId) base = base.where('object_id', '=', query.objectId);
  if (query.from) base = base.where('at', '>=', new Date(query.from));
  // A bare date as `to` includes that whole day.
  if (query.to)
    base = base.where(
      'at',
      /^\d{4}-\d{2}-\d{2}$/.test(query.to) ? '<' : '<=',
      /^\d{4}-\d{2}-\d{2}$/.test(query.to) ? new Date(Date.parse(query.to) + 86_400_000) : new Date(query.to),
    );
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    entries: rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      actor: row.actor,
      actorStaffId: row.actor_staff_id,
      action: row.action,
      objectType: row.object_type,
      objectId: row.object_id,
      before: row.before,
      after: row.after,
    })),
  };
}
