/** `npm run remote:abort -- <remote> [--reason "..."]`: ends the running canary; its cohort gets the current version. */
import { teamAuth } from './credentials.mjs';
import { describeState } from './remote-state.mjs';
import { remoteArg } from './usage-error.mjs';

export default {
  usage: 'remote:abort -- <remote> [--reason "..."] [--as-staff]',
  options: { reason: { type: 'string' }, 'as-staff': { type: 'boolean' } },
  async run({ positionals: [name], values, env, connect, print }) {
    const remote = remoteArg(name);
    const client = connect(teamAuth({ asStaff: values['as-staff'] }, env));
    const body = values.reason ? { reason: values.reason } : {};
    print(describeState(remote, await client.post(`/Registry/remotes/${remote}/abort`, body)));
  },
};
