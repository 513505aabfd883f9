/**
 * `npm run remote:status`: per remote and served version, its role (current or canary), page views,
 * error rate and sample size, over the canary's window while one runs, else the last 60 minutes.
 */
import { teamAuth } from './credentials.mjs';
import { formatTable } from './table.mjs';

export function statusTable(remotes) {
  const rows = Object.entries(remotes).flatMap(([remote, versions]) =>
    versions.map((row) => ({
      remote,
      version: row.version,
      role: row.role,
      views: row.views,
      errors: row.errors,
      rate: `${(Number(row.errorRate ?? 0) * 100).toFixed(1)} %`,
      sample: row.sample,
      since: row.since ?? '',
    })),
  );
  return formatTable(
    [
      { key: 'remote', title: 'remote' },
      { key: 'version', title: 'version' },
      { key: 'role', title: 'role' },
      { key: 'views', title: 'views' },
      { key: 'errors', title: 'errors' },
      { key: 'rate', title: 'error rate' },
      { key: 'sample', title: 'sample' },
      { key: 'since', title: 'since' },
    ],
    rows,
  );
}

export default {
  usage: 'remote:status [--json] [--as-staff]',
  options: { json: { type: 'boolean' }, 'as-staff': { type: 'boolean' } },
  async run({ values, env, connect, print }) {
    const client = connect(teamAuth({ asStaff: values['as-staff'] }, env));
    const { remotes = {} } = (await client.get('/Registry/status')) ?? {};
    print(values.json ? JSON.stringify(remotes, null, 2) : statusTable(remotes));
  },
};
