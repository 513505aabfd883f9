/**
 * Owners manage staff: invite by e-mail with a role (a one-time link, 72 hours, sent through the
 * mailer like every e-mail), change a role, disable or enable, and reset a staffer who lost their
 * password or phone back to invited. Each action and its audit entry are
 * one transaction; disabling ends the staffer's sessions at once. The shop keeps one active owner
 * at least, and nobody changes their own account here.
 */
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';
import { STAFF_MESSAGES } from 'shared-contracts/schemas/staff';
import type { Db } from '../../platform/db/index';
import { conflict, notFound } from '../../platform/http-errors';
import type { Mailer } from '../../providers/mail/index';
import { hashToken, newOpaqueToken } from '../../shared/opaque-token';
import type { StaffActor } from '../../shared/staff-access';
import { recordAudit } from '../audit/index';
import { invitationLink, invitationMail } from './mails';
import { endSessionsOf, findStaffById, insertInvitation, insertStaff, otherActiveOwners, updateStaff } from './queries';
import { auditedStaff, type StaffView, staffView } from './views';

export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
export const LAST_OWNER_MESSAGE = 'The shop needs at least one active owner';

export interface ManagementDeps {
  db: Db;
  mailer: Mailer;
  shopUrl: string;
}

/**
 * A new staffer and their invitation. The link goes by e-mail; the command line (the service
 * actor, which makes the first owner when nobody can read a staff inbox yet) also gets it back.
 */
async function sendInvitation(deps: ManagementDeps, actor: StaffActor, staff: StaffView, token: string) {
  const link = invitationLink(deps.shopUrl, token);
  await deps.mailer.send(invitationMail(staff.email, staff.role, link));
  return actor.kind === 'service' ? { staff, invitationUrl: link } : { staff };
}

const newInvitation = (trx: Db, actor: StaffActor, staffId: string, token: string) =>
  insertInvitation(trx, {
    tokenHash: hashToken(token),
    staffId,
    invitedBy: actor.name,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });

export async function inviteStaff(
  deps: ManagementDeps,
  actor: StaffActor,
  input: { email: string; role: StaffRole },
): Promise<{ staff: StaffView; invitationUrl?: string }> {
  const token = newOpaqueToken();
  const staff = await deps.db.transaction().execute(async (trx) => {
    const row = await insertStaff(trx, { email: input.email, role: input.role, createdBy: actor.name });
    if (!row) throw conflict(STAFF_MESSAGES.staffExists, { email: [STAFF_MESSAGES.staffExists] });
    await newInvitation(trx, actor, row.id, token);
    const view = staffView(row);
    await recordAudit(trx, actor, {
      action: 'staff.invited',
      objectType: 'staff',
      objectId: row.id,
      after: auditedStaff(view),
    });
    return view;
  });
  return sendInvitation(deps, actor, staff, token);
}

/**
 * Back to invited: the password and the authenticator are forgotten, every session ends, and a new
 * one-time link goes out (a lost password or phone). Knowing the old password is then worth nothing.
 */
export async function resetStaff(
  deps: ManagementDeps,
  actor: StaffActor,
  id: string,
): Promise<{ staff: StaffView; invitationUrl?: string }> {
  const token = newOpaqueToken();
  const staff = await deps.db.transaction().execute(async (trx) => {
    const before = await findStaffById(trx, id);
    if (!before) throw notFound(STAFF_MESSAGES.staffNotFound);
    if (actor.staffId === before.id) throw conflict(STAFF_MESSAGES.ownStaffAccount);
    const after = await updateStaff(trx, before.id, {
      password_hash: null,
      totp_secret_sealed: null,
      totp_enrolled_at: null,
      totp_last_step: null,
    });
    if (!after) throw notFound(STAFF_MESSAGES.staffNotFound);
    await endSessionsOf(trx, before.id);
    await newInvitation(trx, actor, before.id, token);
    const view = staffView(after);
    await recordAudit(trx, actor, {
      action: 'staff.reset',
      objectType: 'staff',
      objectId: before.id,
      before: { ...auditedStaff(staffView(before)), enrolled: before.totp_enrolled_at !== null },
      after: { ...auditedStaff(view), enrolled: false },
    });
    return view;
  });
  return sendInvitation(deps, actor, staff, token);
}

export async function changeStaff(
  db: Db,
  actor: StaffActor,
  id: string,
  change: { role?: StaffRole; disabled?: boolean },
): Promise<StaffView> {
  return db.transaction().execute(async (trx) => {
    const before = await findStaffById(trx, id);
    if (!before) throw notFound(STAFF_MESSAGES.staffNotFound);
    if (actor.staffId === before.id) throw conflict(STAFF_MESSAGES.ownStaffAccount);
    const losesOwner = (change.role !== undefined && change.role !== 'owner') || change.disabled === true;
    if (before.role === 'owner' && !before.disabled_at && losesOwner && (await otherActiveOwners(trx, before.id)) === 0)
      throw conflict(LAST_OWNER_MESSAGE);
    const after = await updateStaff(trx, before.id, {
      role: change.role,
      disabled_at:
        change.disabled === undefined ? undefined : change.disabled ? (before.disabled_at ?? new Date()) : null,
    });
    if (!after) throw notFound(STAFF_MESSAGES.staffNotFound);
    // A new role counts from the next request (sessions read it each time); a disabled staffer is out now.
    if (change.disabled === true) await endSessionsOf(trx, before.id);
    const view = staffView(after);
    await recordAudit(trx, actor, {
      action: 'staff.updated',
      objectType: 'staff',
      objectId: before.id,
      before: auditedStaff(staffView(before)),
      after: auditedStaff(view),
    });
    return view;
  });
}
