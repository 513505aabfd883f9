/**
 * `npm run remote:override -- <remote> <version | http://localhost:PORT> [--minutes n]`: a signed,
 * expiring link (tied to the team's token) that makes one browser load that version or dev server
 * of the remote inside the composed shop. Opening it sets the override for that browser only; the
 * shop shows a banner with a button that clears it.
 */
import { SHOP_URL } from '../shop-parts.mjs';
import { teamAuth } from './credentials.mjs';
import { remoteArg, UsageError, wholeNumber } from './usage-error.mjs';

/** The shop's public URL: SHOP_URL, else the local shell's port from topology.json. */
export function shopUrl(env = process.env) {
  return (env.SHOP_URL || SHOP_URL).replace(/\/$/, '');
}

export const overrideLink = (base, token) => `${base}/?remote-override=${encodeURIComponent(token)}`;

export default {
  usage: 'remote:override -- <remote> <version | http://localhost:PORT> [--minutes n] [--as-staff]',
  options: { minutes: { type: 'string' }, 'as-staff': { type: 'boolean' } },
  async run({ positionals: [name, target], values, env, connect, print }) {
    const remote = remoteArg(name);
    if (!target) throw new UsageError('Name a published version or a dev server URL (http://localhost:PORT)');
    const ttlMinutes = values.minutes === undefined ? undefined : wholeNumber(values.minutes, '--minutes', 1, 1440);
    const client = connect(teamAuth({ asStaff: values['as-staff'] }, env));
    const { token, expiresAt } = await client.post('/Registry/overrides', { remote, target, ttlMinutes });
    print(`Open this link to test ${remote} at ${target} in that browser only (until ${expiresAt}):`);
    print(overrideLink(shopUrl(env), token));
  },
};
