/**
 * nginx's workers must be able to read the files they serve (issue 32, item 10). Debian's nginx,
 * started as root, runs its workers as `www-data`; a clone in a folder only its owner may enter
 * (`mktemp -d` makes one, so do many home folders) then answers 403 for every script, stylesheet,
 * image and manifest, while the pages (proxied) still arrive. So:
 *  - as root, the workers run as the owner of the clone (`user <owner> <group>;`), who can read it;
 *  - after start, one file of each kind is fetched through nginx before the URL is printed, and a
 *    failure stops the profile with the reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { currentVersionOf, readRegistryState } from '../remote/registry-state.mjs';
import { REMOTES, repoRoot } from '../shop-parts.mjs';

/** The name of a uid or gid in /etc/passwd or /etc/group (nginx's `user` takes names). */
function nameOf(file, id) {
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const fields = line.split(':');
    if (fields[2] === String(id)) return fields[0];
  }
  return null;
}

/** nginx's `user` directive: as root, the owner of the clone; otherwise nginx runs as whoever starts it. */
export function nginxUserDirective(root = repoRoot) {
  if (process.getuid?.() !== 0) return '# runs as the current user, who owns or can read the files';
  const { uid, gid } = fs.statSync(root);
  const user = nameOf('/etc/passwd', uid);
  const group = nameOf('/etc/group', gid);
  if (!user || !group) {
    throw new Error(
      `The clone at ${root} belongs to uid ${uid} / gid ${gid}, which have no names on this machine: ` +
        "nginx's workers cannot be run as its owner. Run start:prod as that owner, or chown the clone to a named user.",
    );
  }
  return `user ${user} ${group};  # the owner of ${root}: nginx's workers read its files`;
}

function firstFile(dir, test) {
  if (!fs.existsSync(dir)) return null;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && test(entry.name)) return full;
    if (entry.isDirectory()) {
      const found = firstFile(full, test);
      if (found) return found;
    }
  }
  return null;
}

/**
 * One URL path of each kind nginx serves from the disk: a script, a stylesheet, an image, a remote
 * manifest (of a current version, as the registry's API names it).
 */
export async function servedFileSamples(settings) {
  const underShell = (file) => `/static/${path.relative(path.join(settings.shellDist, 'static'), file)}`;
  const script = firstFile(path.join(settings.shellDist, 'static', 'js'), (name) => name.endsWith('.js'));
  const style = firstFile(path.join(settings.shellDist, 'static', 'css'), (name) => name.endsWith('.css'));
  const image = firstFile(settings.mediaDir, (name) => /\.(svg|png|jpe?g|webp|avif)$/.test(name));
  const state = await readRegistryState(`http://127.0.0.1:${settings.apiPort}`);
  const remote = REMOTES.find((name) => currentVersionOf(state, name));
  const samples = [];
  if (script) samples.push({ kind: 'script', path: underShell(script) });
  if (style) samples.push({ kind: 'stylesheet', path: underShell(style) });
  if (image) samples.push({ kind: 'image', path: `/api/media/${path.relative(settings.mediaDir, image)}` });
  if (remote) {
    const version = currentVersionOf(state, remote);
    samples.push({ kind: 'remote manifest', path: `/remotes/${remote}/${version}/mf-manifest.json` });
  }
  return samples;
}

/** Fetches each sample through nginx; throws, naming every file that did not come back 200. */
export async function checkServedFiles(settings) {
  const samples = await servedFileSamples(settings);
  if (samples.length < 4) {
    throw new Error(`Found only ${samples.map((s) => s.kind).join(', ')} to check: is every part built and published?`);
  }
  const failures = [];
  for (const sample of samples) {
    const res = await fetch(`${settings.origin}${sample.path}`).catch((error) => ({ status: error.message }));
    if (res.status !== 200) failures.push(`${sample.kind} ${sample.path}: ${res.status}`);
    await res.arrayBuffer?.();
  }
  if (failures.length > 0) {
    const forbidden = failures.some((line) => line.endsWith(': 403'));
    throw new Error(
      `nginx does not serve the shop's files:\n  ${failures.join('\n  ')}\n` +
        (forbidden
          ? `403: nginx's workers cannot read the files under ${repoRoot} (see ${path.join(settings.runDir, 'nginx-error.log')}).`
          : `See ${path.join(settings.runDir, 'nginx-error.log')}.`),
    );
  }
  return samples;
}
