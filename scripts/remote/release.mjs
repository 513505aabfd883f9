/**
 * What a publish tells the registry about a build (REGISTRY-CONTRACT.md, "Build output"): computed
 * from the remote's dist/ at publish time. Every file with its sha256 and size (the API checks each
 * upload against them), the manifest's hash, exposed modules and shared packages, the event
 * contracts the build shipped (dist/contracts.json), its first-load JS (gzip, measured as the
 * build's budget check measures it), its server build, and the commit it was built from.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadJsGzipBytes } from '../../shared-build/src/first-load-js.mjs';
import { repoRoot } from '../shop-parts.mjs';

/** Where a remote's server build writes its manifest, inside its build (shared-build's SERVER_BUILD_DIR). */
export const SERVER_MANIFEST = 'ssr/mf-manifest.json';
/** The event contracts a build ships (shared-build/src/event-contracts.ts, CONTRACTS_FILE). */
export const CONTRACTS_FILE = 'contracts.json';

const sha256 = (buffer) => createHash('sha256').update(buffer).digest('hex');

/** Every file under a folder, as sorted paths relative to it with `/` separators. */
export function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The commit the build comes from, or null outside a git checkout. */
export function gitCommit(cwd = repoRoot) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

function readJson(dist, file, hint) {
  const full = path.join(dist, file);
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: ${hint}`);
  return JSON.parse(fs.readFileSync(full, 'utf8'));
}

/** Every file of the build in `dist` with its sha256 and size, as a release lists them. */
export function releaseFiles(dist) {
  return filesUnder(dist).map((file) => {
    const content = fs.readFileSync(path.join(dist, file));
    return { path: file, sha256: sha256(content), size: content.length };
  });
}

/** The `release` JSON of the build in `dist` for `remote`. */
export function computeRelease(remote, dist, { commit = gitCommit() } = {}) {
  const manifest = readJson(dist, 'mf-manifest.json', 'is this a remote build? (npm run remote:publish builds it)');
  const contracts = readJson(dist, CONTRACTS_FILE, "the build writes it from the remote's events.json: rebuild it");
  const files = releaseFiles(dist);
  return {
    remote,
    manifestHash: sha256(fs.readFileSync(path.join(dist, 'mf-manifest.json'))),
    gitCommit: commit,
    exposes: (manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name}`),
    contracts: { emits: contracts.emits ?? [], consumes: contracts.consumes ?? [] },
    shared: Object.fromEntries((manifest.shared ?? []).map((pkg) => [pkg.name, pkg.requiredVersion ?? pkg.version])),
    jsGzipBytes: firstLoadJsGzipBytes(dist),
    serverManifest: fs.existsSync(path.join(dist, SERVER_MANIFEST)) ? SERVER_MANIFEST : null,
    files,
  };
}

/**
 * The multipart body of a publish: `release` first, then `action`, then one `file` part per file
 * named by its path in the version (files are streamed from disk, not read into memory).
 */
export async function publishForm(release, dist, action) {
  const form = new FormData();
  form.append('release', JSON.stringify(release));
  form.append('action', action);
  for (const file of release.files) {
    form.append('file', await fs.openAsBlob(path.join(dist, ...file.path.split('/'))), file.path);
  }
  return form;
}
