/**
 * `npm run remote:history -- <remote>`: the registry's audit of one remote, newest first: when, who
 * (team:<team>, staff, or registry for automatic actions), what, which version, from which commit, why.
 */
import { teamAuth } from './credentials.mjs';
import { formatTable } from './table.mjs';
import { remoteArg } from './usage-error.mjs';

/** The reason of an entry: an abort's or rollback's reason, or an override's target. */
export function reasonOf(detail) {
  if (!detail || typeof detail !== 'object') return '';
  if (detail.reason) return String(detail.reason);
  if (detail.target) return `target ${detail.target}`;
  if (detail.percent !== undefined) return `${detail.percent} %`;
  return '';
}

export function historyTable(entries) {
  return formatTable(
    [
      { key: 'at', title: 'when' },
      { key: 'actor', title: 'who' },
      { key: 'action', title: 'what' },
      { key: 'version', title: 'version' },
      { key: 'commit', title: 'commit' },
      { key: 'reason', title: 'reason' },
    ],
    entries.map((entry) => ({
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      version: entry.version ?? '',
      commit: entry.gitCommit ? entry.gitCommit.slice(0, 8) : '',
      reason: reasonOf(entry.detail),
    })),
  );
}

export default {
  usage: 'remote:history -- <remote> [--json] [--as-staff]',
  options: { json: { type: 'boolean' }, 'as-staff': { type: 'boolean' } },
  async run({ positionals: [name], values, env, connect, print }) {
    const remote = remoteArg(name);
    const client = connect(teamAuth({ asStaff: values['as-staff'] }, env));
    const { entries = [] } = (await client.get(`/Registry/remotes/${remote}/history`)) ?? {};
    if (values.json) return print(JSON.stringify(entries, null, 2));
    print(entries.length ? historyTable(entries) : `${remote} has no history yet.`);
  },
};
