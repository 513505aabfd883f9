/**
 * `npm run remote:token -- create <team> <remote> | revoke <id> | list` (staff key): a team token
 * may publish and steer only its remote. The token is shown once; the API keeps only its hash.
 */
import { staffKey } from './credentials.mjs';
import { formatTable } from './table.mjs';
import { remoteArg, UsageError } from './usage-error.mjs';

export default {
  usage: 'remote:token -- create <team> <remote> | revoke <id> | list',
  options: {},
  async run({ positionals: [action, ...rest], env, connect, print }) {
    const client = connect({ staffKey: staffKey(env) });
    if (action === 'create') {
      const [team, remote] = rest;
      if (!team) throw new UsageError('Name the team: create <team> <remote>');
      const made = await client.post('/Registry/tokens', { team, remote: remoteArg(remote) });
      print(`Token ${made.id} for team ${made.team}, remote ${made.remote} (shown once: keep it as REMOTE_TOKEN):`);
      print(made.token);
      return;
    }
    if (action === 'revoke') {
      const [id] = rest;
      if (!id) throw new UsageError('Name the token: revoke <id>');
      await client.post(`/Registry/tokens/${encodeURIComponent(id)}/revoke`);
      print(`Token ${id} is revoked: it no longer publishes, and its override links stop working.`);
      return;
    }
    if (action === 'list') {
      const { tokens = [] } = (await client.get('/Registry/tokens')) ?? {};
      if (tokens.length === 0) return print('No tokens.');
      const rows = tokens.map((token) => ({
        ...token,
        created: token.createdAt ?? '',
        revoked: token.revokedAt ?? '',
      }));
      print(
        formatTable(
          [
            { key: 'id', title: 'id' },
            { key: 'team', title: 'team' },
            { key: 'remote', title: 'remote' },
            { key: 'created', title: 'created' },
            { key: 'revoked', title: 'revoked' },
          ],
          rows,
        ),
      );
      return;
    }
    throw new UsageError('Say what to do: create <team> <remote>, revoke <id> or list');
  },
};
