/**
 * Staff accounts from the command line (the first owner comes from here; owners invite the rest):
 *   npm run staff -- create <email> --role <owner|fulfilment|support|compliance>
 *   npm run staff -- list
 *   npm run staff -- reset <staff id>     a lost password or phone: back to invited, a new link
 * It talks to the running API over HTTP (API_URL, default http://localhost:4000) with the staff key
 * (STAFF_API_KEY, else the embedded default in the data folder), like `npm run registrations`, and
 * acts as `service:cli` on the audit log. `create` prints the one-time link that sets the password
 * (also e-mailed); the staffer then signs in and adds their authenticator.
 */
import { isStaffRole, STAFF_ROLES } from 'shared-contracts/domain/staff-permissions';
import { callStaffApi } from '../../shared/staff-cli-call';

const [command, email, ...rest] = process.argv.slice(2);
const roleAt = rest.indexOf('--role');
const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
const call = callStaffApi;

interface StaffRow {
  id: string;
  email: string;
  role: string;
  active: boolean;
  enrolledAt: string | null;
  disabledAt: string | null;
}

try {
  if (command === 'create' && email && isStaffRole(role)) {
    const answer = (await call('/staff/staff', { method: 'POST', body: JSON.stringify({ email, role }) })) as {
      staff: StaffRow;
      invitationUrl: string;
    };
    console.log(`Created ${answer.staff.email} (${answer.staff.role}), id ${answer.staff.id}.`);
    console.log(`One-time link to set the password (72 hours; also e-mailed):\n${answer.invitationUrl}`);
  } else if (command === 'reset' && email) {
    const answer = (await call(`/staff/staff/${encodeURIComponent(email)}/reset`, { method: 'POST' })) as {
      staff: StaffRow;
      invitationUrl: string;
    };
    console.log(`Reset ${answer.staff.email}: password and authenticator forgotten, sessions ended.`);
    console.log(`One-time link to set a new password (72 hours; also e-mailed):\n${answer.invitationUrl}`);
  } else if (command === 'list') {
    const { staff } = (await call('/staff/staff')) as { staff: StaffRow[] };
    if (staff.length === 0) console.log('No staff account yet: npm run staff -- create <email> --role owner');
    for (const row of staff) {
      const state = row.disabledAt
        ? 'disabled'
        : !row.active
          ? 'invited'
          : row.enrolledAt
            ? 'active'
            : 'no authenticator yet';
      console.log(`${row.id}  ${row.email}  ${row.role}  ${state}`);
    }
  } else {
    console.error(`Usage: staff create <email> --role <${STAFF_ROLES.join('|')}> | list | reset <staff id>`);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
