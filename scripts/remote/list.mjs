/** `npm run remote:list`: each remote's current version and running canary, as every shell server reads them. */
import { describeState } from './remote-state.mjs';

export default {
  usage: 'remote:list',
  options: {},
  async run({ connect, print }) {
    const { remotes = {} } = (await connect(null).get('/Registry/state')) ?? {};
    for (const [remote, state] of Object.entries(remotes)) print(describeState(remote, state));
  },
};
