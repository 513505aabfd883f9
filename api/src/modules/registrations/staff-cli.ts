/**
 * The staff decision path for applications (the shop has no staff area yet):
 *   npm run registrations -- list                          Pro Deal applications waiting
 *   npm run registrations -- approve <application id>
 *   npm run registrations -- reject <application id> --reason "Document is not legible"
 *   npm run registrations -- dealer list                   dealer applications waiting
 *   npm run registrations -- dealer approve <application id>
 *   npm run registrations -- dealer reject <application id> --reason "FFL copy expired"
 * It talks to the running API over HTTP (API_URL, default http://localhost:4000) with the staff key
 * (STAFF_API_KEY, else the embedded default in the data folder), so it works while the embedded
 * database is held by the API. The API e-mails the applicant the decision; an approved dealer who
 * asked to appear is in the dealer locator at once.
 */
import { callStaffApi } from '../../shared/staff-cli-call';

const argv = process.argv.slice(2);
const program = argv[0] === 'dealer' ? 'dealer' : 'prodeal';
const [command, id, ...rest] = program === 'dealer' ? argv.slice(1) : argv;
const reasonAt = rest.indexOf('--reason');
const reason = reasonAt >= 0 ? rest[reasonAt + 1] : undefined;
const call = callStaffApi;

interface Row {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  created_at: string;
  documents: number;
  company?: string;
  city?: string;
  state?: string;
  ffl_number?: string | null;
}

function describe(row: Row): string {
  const who = `${row.first_name} ${row.last_name} <${row.email}>`;
  const dealer = row.company ? `${row.company} (${row.city}, ${row.state}) FFL ${row.ffl_number ?? 'none'}  ` : '';
  return `${row.id}  ${row.created_at}  ${dealer}${who}  ${row.documents} document(s)`;
}

try {
  if (command === 'list') {
    const { applications } = (await call(`/staff/registrations/${program}`)) as { applications: Row[] };
    const what = program === 'dealer' ? 'dealer' : 'Pro Deal';
    if (applications.length === 0) console.log(`No ${what} application is waiting for a decision.`);
    for (const row of applications) console.log(describe(row));
  } else if ((command === 'approve' || command === 'reject') && id) {
    const answer = (await call(`/staff/registrations/${program}/${encodeURIComponent(id)}/decision`, {
      method: 'POST',
      body: JSON.stringify({ decision: command, reason }),
    })) as { message: string };
    console.log(`${answer.message}; the applicant was e-mailed.`);
  } else {
    console.error('Usage: registrations [dealer] list | approve <id> | reject <id> --reason "..."');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
