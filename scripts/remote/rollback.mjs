/** `npm run remote:rollback -- <remote>`: current becomes the version that was current before the last promote. */
import { teamAuth } from './credentials.mjs';
import { describeState } from './remote-state.mjs';
import { remoteArg } from './usage-error.mjs';

export default {
  usage: 'remote:rollback -- <remote> [--as-staff]',
  options: { 'as-staff': { type: 'boolean' } },
  async run({ positionals: [name], values, env, connect, print }) {
    const remote = remoteArg(name);
    const client = connect(teamAuth({ asStaff: values['as-staff'] }, env));
    print(describeState(remote, await client.post(`/Registry/remotes/${remote}/rollback`)));
  },
};
