/**
 * `npm run remote:publish -- <remote> [--no-build] [--dist <dir>] [--stage] [--canary <percent>] [--as-staff]`
 *
 * Builds the remote for production (unless --no-build, or --dist names a build folder to publish
 * instead), computes its release facts (release.mjs) and uploads the build to the registry with
 * REMOTE_TOKEN (or the staff key with --as-staff). By default the new version becomes current;
 * --stage keeps it off traffic; --canary <n> stages it and serves it to n % of visitors.
 * A refusal of the publish gate prints every failed rule, one per line.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { PARTS, repoRoot } from '../shop-parts.mjs';
import { teamAuth } from './credentials.mjs';
import { computeRelease, publishForm } from './release.mjs';
import { remoteArg, wholeNumber } from './usage-error.mjs';

/** Builds a remote for production (its package's `build`: browser, server and extra builds). */
export function buildRemote(remote) {
  execFileSync('pnpm', ['--filter', PARTS[remote].dir, 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Uploads a build folder; answers the API's `{ remote, version, promoted }`. */
export async function uploadVersion(
  client,
  remote,
  dist,
  { stage = false, release = computeRelease(remote, dist) } = {},
) {
  const form = await publishForm(release, dist, stage ? 'stage' : 'promote');
  return client.request('POST', `/Registry/remotes/${remote}/versions`, { form });
}

export default {
  usage: 'remote:publish -- <remote> [--no-build] [--dist <dir>] [--stage] [--canary <percent>] [--as-staff]',
  options: {
    'no-build': { type: 'boolean' },
    dist: { type: 'string' },
    stage: { type: 'boolean' },
    canary: { type: 'string' },
    'as-staff': { type: 'boolean' },
  },
  async run({ positionals: [name], values, env, connect, print }) {
    const remote = remoteArg(name);
    const percent = values.canary === undefined ? null : wholeNumber(values.canary, '--canary', 1, 99);
    const client = connect(teamAuth({ asStaff: values['as-staff'] }, env));
    const dist = values.dist ? path.resolve(values.dist) : path.join(repoRoot, PARTS[remote].dir, 'dist');
    if (!values.dist && !values['no-build']) buildRemote(remote);

    const release = computeRelease(remote, dist);
    const kib = (release.jsGzipBytes / 1024).toFixed(1);
    print(
      `Uploading ${remote}: ${release.files.length} files, first-load JS ${kib} KiB gzip, commit ${release.gitCommit?.slice(0, 8) ?? 'unknown'} ...`,
    );
    const published = await uploadVersion(client, remote, dist, {
      stage: Boolean(values.stage) || percent !== null,
      release,
    });
    const { version } = published;
    if (percent !== null) {
      await client.post(`/Registry/remotes/${remote}/canary`, { version, percent });
      print(`Published ${remote} ${version} as a canary for ${percent} % of visitors.`);
      print(
        `Watch it with npm run remote:status; end it with remote:promote -- ${remote} or remote:abort -- ${remote}.`,
      );
    } else if (published.promoted) {
      print(`Published ${remote} ${version}: it is current, the shell serves it on the next page load.`);
    } else {
      print(`Published ${remote} ${version} (staged: it takes no traffic).`);
      print(
        `Start a canary with npm run remote:canary -- ${remote} ${version} --percent 10, or remote:promote -- ${remote} ${version}.`,
      );
    }
    print(version);
  },
};
