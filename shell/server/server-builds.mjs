/**
 * Where a remote version's server build is on this machine (docs/decisions/0017, issue 28).
 *
 * With the registry's local storage the build is already on disk:
 * `<deploy dir>/<remote>/<version>/<server manifest>`. With object storage (or a shell server on
 * another machine) it is not: the version's files under the server manifest's folder are listed by
 * GET <registry>/Registry/remotes/:remote/versions, downloaded from the remote's public origin
 * (`<REMOTE_ORIGIN_X>/<version>/<path>`), each checked against its sha256, into a temporary folder
 * that is renamed into `<cache dir>/<remote>/<version>/` once whole: a half-downloaded build is
 * never loaded. A version never changes, so each is downloaded once per machine; a failed download
 * is tried again after RETRY_MS, not on every page. Its mf-manifest.json and route-hints.json come
 * with it, so the page's preload hints (shell-document.mjs) work as with local storage.
 *
 * A version override names a version without its server manifest: it is looked up in the same list.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const RETRY_MS = 10_000;
/** A version's files the shell's page reads for its preload hints, downloaded with its server build. */
const PAGE_HINT_FILES = new Set(['mf-manifest.json', 'route-hints.json']);
const PRECOMPRESSED = /\.(?:br|gz)$/;
const DOWNLOADS_AT_ONCE = 8;
const LIST_CACHE_MS = 5000;
/** A path inside a version, as the registry's storage keys allow: no `..`, no absolute path. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._~@+-]+(?:\/[A-Za-z0-9._~@+-]+)*$/;

/**
 * @param {{ deployDir: string, cacheDir: string, registryUrl: string, remoteOrigins: Record<string, string>, fetch?: typeof fetch }} options
 * @returns {{ namedBy: (state: object) => Array<{ key: string, remote: string, version: string, locate: () => Promise<{ manifestFile: string, dir: string }> }>, buildOf: (remote: string, chosen: { version: string, serverManifest?: string | null }) => null | { key: string, remote: string, version: string, locate: () => Promise<{ manifestFile: string, dir: string }> } }}
 */
export function createServerBuilds({
  deployDir,
  cacheDir,
  registryUrl,
  remoteOrigins,
  fetch: fetchFn = globalThis.fetch,
}) {
  /** `<remote>@<version>` -> { at, located: Promise } */
  const located = new Map();
  /** remote -> { at, list: Promise<versions> } */
  const lists = new Map();

  const versionsOf = (remote) => {
    const hit = lists.get(remote);
    if (hit && Date.now() - hit.at < LIST_CACHE_MS) return hit.list;
    const list = (async () => {
      const response = await fetchFn(`${registryUrl}/Registry/remotes/${encodeURIComponent(remote)}/versions`, {
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`GET /Registry/remotes/${remote}/versions answered ${response.status}`);
      const body = await response.json();
      return Array.isArray(body?.versions) ? body.versions : [];
    })();
    list.catch(() => lists.delete(remote));
    lists.set(remote, { at: Date.now(), list });
    return list;
  };

  const infoOf = async (remote, version) => {
    const info = (await versionsOf(remote)).find((entry) => entry.version === version);
    if (!info) throw new Error(`${remote}@${version} is not in the registry`);
    return info;
  };

  async function download(remote, version, serverManifest, target) {
    const info = await infoOf(remote, version);
    const folder = path.posix.dirname(serverManifest);
    const prefix = folder === '.' ? '' : `${folder}/`;
    // With it, the version's manifest and route hints: the page's preload hints read them
    // (shell-document.mjs), as they read them from the deploy folder with local storage.
    // Not the precompressed copies (.br, .gz): the server imports the build's JavaScript itself.
    const files = (info.files ?? []).filter(
      (file) => (file.path.startsWith(prefix) && !PRECOMPRESSED.test(file.path)) || PAGE_HINT_FILES.has(file.path),
    );
    if (!files.some((file) => file.path === serverManifest))
      throw new Error(`${serverManifest} is not a file of ${remote}@${version}`);
    const temp = `${target}.${randomBytes(6).toString('hex')}.partial`;
    const fetchOne = async (file) => {
      if (!SAFE_PATH.test(file.path)) throw new Error(`unsafe path ${file.path} in ${remote}@${version}`);
      const response = await fetchFn(`${remoteOrigins[remote]}/${version}/${file.path}`, {
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`${file.path} of ${remote}@${version} answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (createHash('sha256').update(bytes).digest('hex') !== file.sha256) {
        throw new Error(`${file.path} of ${remote}@${version} does not match its sha256`);
      }
      const to = path.join(temp, file.path);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.writeFileSync(to, bytes);
    };
    try {
      // A few at a time: a build has a few hundred files, one after another takes seconds.
      // A failure empties the queue; the others' files in flight land before the folder goes.
      const queue = [...files];
      const worker = async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          await fetchOne(file).catch((error) => {
            queue.length = 0;
            throw error;
          });
        }
      };
      const failed = (await Promise.allSettled(Array.from({ length: DOWNLOADS_AT_ONCE }, worker))).find(
        (outcome) => outcome.status === 'rejected',
      );
      if (failed) throw failed.reason;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      try {
        fs.renameSync(temp, target);
      } catch (error) {
        // Another process put the same version there first: theirs is as good.
        if (!fs.existsSync(path.join(target, serverManifest))) throw error;
      }
    } finally {
      fs.rmSync(temp, { recursive: true, force: true });
    }
  }

  async function locate(remote, version, knownManifest) {
    const serverManifest = knownManifest === undefined ? (await infoOf(remote, version)).serverManifest : knownManifest;
    if (!serverManifest) throw noServerBuild(`${remote}@${version} has no server build`);
    const local = path.join(deployDir, remote, version, serverManifest);
    if (fs.existsSync(local)) return { manifestFile: local, dir: path.dirname(local) };
    const target = path.join(cacheDir, remote, version);
    const cached = path.join(target, serverManifest);
    if (!fs.existsSync(cached)) await download(remote, version, serverManifest, target);
    return { manifestFile: cached, dir: path.dirname(cached) };
  }

  const builds = {
    /**
     * The server builds a registry state names (each remote's current version and canary), for
     * the shell's server to get and load as soon as it reads the state (server-render.mjs
     * `prepare`), so the first page of a newly published version or canary needs not wait for its
     * download and load (with local storage each is found on disk at once).
     */
    namedBy(state) {
      const named = [];
      for (const [remote, entry] of Object.entries(state?.remotes ?? {})) {
        for (const chosen of [entry?.current, entry?.canary]) {
          if (!chosen) continue;
          const build = builds.buildOf(remote, chosen);
          if (build) named.push(build);
        }
      }
      return named;
    },
    buildOf(remote, chosen) {
      // A URL override (a dev server) and a version without a server build render in the browser.
      if (!chosen || chosen.url || chosen.serverManifest === null) return null;
      const { version, serverManifest } = chosen;
      if (!SAFE_PATH.test(version) || (serverManifest && !SAFE_PATH.test(serverManifest))) return null;
      const key = `${remote}@${version}`;
      return {
        key,
        remote,
        version,
        locate: () => {
          const hit = located.get(key);
          if (hit && (hit.ok || Date.now() - hit.at < RETRY_MS)) return hit.located;
          const entry = { at: Date.now(), ok: false, located: locate(remote, version, serverManifest) };
          entry.located.then(
            () => {
              entry.ok = true;
            },
            () => {},
          );
          located.set(key, entry);
          return entry.located;
        },
      };
    },
  };
  return builds;
}

/** A version without a server build: its pages render in the browser, which is no failure. */
export const NO_SERVER_BUILD = 'NO_SERVER_BUILD';
function noServerBuild(message) {
  return Object.assign(new Error(message), { code: NO_SERVER_BUILD });
}
