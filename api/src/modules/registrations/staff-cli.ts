/**
 * The staff decision path for Pro Deal applications (the shop has no staff area yet):
 *   npm run registrations -- list
 *   npm run registrations -- approve <application id>
 *   npm run registrations -- reject <application id> --reason "Document is not legible"
 * It talks to the running API over HTTP (API_URL, default http://localhost:4000) with the staff key
 * (STAFF_API_KEY, else the embedded default in the data folder), so it works while the embedded
 * database is held by the API. The API e-mails the customer the decision.
 */
import { resolveStaffKey } from '../../platform/config';

const [command, id, ...rest] = process.argv.slice(2);
const reasonAt = rest.indexOf('--reason');
const reason = reasonAt >= 0 ? rest[reasonAt + 1] : undefined;
const apiUrl = (process.env.API_URL || 'http://localhost:4000').replace(/\/$/, '');
const key = resolveStaffKey(process.env);

async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  if (!key) throw new Error('No staff key: set STAFF_API_KEY');
  const res = await fetch(`${apiUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-staff-key': key, ...init.headers },
  });
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(`${res.status}: ${body.message ?? res.statusText}`);
  return body;
}

interface Row {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  created_at: string;
  documents: number;
}

try {
  if (command === 'list') {
    const { applications } = (await call('/staff/registrations/prodeal')) as { applications: Row[] };
    if (applications.length === 0) console.log('No Pro Deal application is waiting for a decision.');
    for (const row of applications) {
      console.log(
        `${row.id}  ${row.created_at}  ${row.first_name} ${row.last_name} <${row.email}>  ${row.documents} document(s)`,
      );
    }
  } else if ((command === 'approve' || command === 'reject') && id) {
    const answer = (await call(`/staff/registrations/prodeal/${encodeURIComponent(id)}/decision`, {
      method: 'POST',
      body: JSON.stringify({ decision: command, reason }),
    })) as { message: string };
    console.log(`${answer.message}; the customer was e-mailed.`);
  } else {
    console.error('Usage: registrations list | approve <id> | reject <id> --reason "..."');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
