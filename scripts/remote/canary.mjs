/**
 * `npm run remote:canary -- <remote> <version> --percent <n>`: serves a published version to a sticky
 * n % of visitors (the shell's cohort cookie) while the others keep the current version. The
 * registry aborts it by itself when its error rate runs above the current version's.
 */
import { teamAuth } from './credentials.mjs';
import { describeState } from './remote-state.mjs';
import { remoteArg, UsageError, wholeNumber } from './usage-error.mjs';

export default {
  usage: 'remote:canary -- <remote> <version> --percent <n> [--as-staff]',
  options: { percent: { type: 'string' }, 'as-staff': { type: 'boolean' } },
  async run({ positionals: [name, version], values, env, connect, print }) {
    const remote = remoteArg(name);
    if (!version) throw new UsageError('Name the version (npm run remote:history -- <remote> lists them)');
    const percent = wholeNumber(values.percent, '--percent', 1, 99);
    const client = connect(teamAuth({ asStaff: values['as-staff'] }, env));
    const state = await client.post(`/Registry/remotes/${remote}/canary`, { version, percent });
    print(describeState(remote, state));
  },
};
