/**
 * `npm run remote:promote -- <remote> [<version>]`: the running canary (or the given published
 * version: a staged one, or an earlier one to roll forward to) becomes current for every visitor.
 */
import { teamAuth } from './credentials.mjs';
import { describeState } from './remote-state.mjs';
import { remoteArg } from './usage-error.mjs';

export default {
  usage: 'remote:promote -- <remote> [<version>] [--as-staff]',
  options: { 'as-staff': { type: 'boolean' } },
  async run({ positionals: [name, version], values, env, connect, print }) {
    const remote = remoteArg(name);
    const client = connect(teamAuth({ asStaff: values['as-staff'] }, env));
    const state = await client.post(`/Registry/remotes/${remote}/promote`, version ? { version } : {});
    print(describeState(remote, state));
  },
};
