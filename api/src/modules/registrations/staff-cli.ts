/**
 * The command line's decision path for applications (the back office decides them in its UI too):
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
import type { StaffDealerApplication, StaffProDealApplication } from 'shared-contracts/api/staff-inbox';
import { callStaffApi } from '../../shared/staff-cli-call';

const argv = process.argv.slice(2);
const program = argv[0] === 'dealer' ? 'dealer' : 'prodeal';
const [command, id, ...rest] = program === 'dealer' ? argv.slice(1) : argv;
const reasonAt = rest.indexOf('--reason');
const reason = reasonAt >= 0 ? rest[reasonAt + 1] : undefined;
const call = callStaffApi;

type Row = StaffProDealApplication | StaffDealerApplication;

function describe(row: Row): string {
  const who = `${row.firstName} ${row.lastName} <${row.email}>`;
  const dealer =
    'company' in row
      ? `${row.company} (${row.locatorAddress.city}, ${row.locatorAddress.state}) FFL ${row.fflNumber ?? 'none'}  `
      : '';
  return `${row.id}  ${row.createdAt}  ${dealer}${who}  ${row.documents.length} document(s)`;
}

try {
  if (command === 'list') {
    const { applications, total } = (await call(`/staff/registrations/${program}?status=Pending&pageSize=200`)) as {
      applications: Row[];
      total: number;
    };
    const what = program === 'dealer' ? 'dealer' : 'Pro Deal';
    if (applications.length === 0) console.log(`No ${what} application is waiting for a decision.`);
    for (const row of applications) console.log(describe(row));
    if (total > applications.length) console.log(`... and ${total - applications.length} more (oldest first).`);
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
