/**
 * The remote registry: which published build of each remote the shell loads at run time.
 * Publishing copies a remote's build into an immutable version folder and points the registry at
 * it; rolling back points it at the version before. The shell is never rebuilt for either: its
 * server reads the registry on every page load (shell/server/registry.mjs, which also defines the
 * file this writes).
 *
 *   node scripts/remote-registry.mjs publish catalog [--no-build]
 *   node scripts/remote-registry.mjs rollback catalog
 *   node scripts/remote-registry.mjs use catalog <version>    (roll forward again after a rollback)
 *   node scripts/remote-registry.mjs list
 *
 * Version names are `<publish time, ISO with - for : and .>-<first 8 hex of the manifest's sha256>`,
 * so they sort by publish time.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readRegistry as readRegistryIn, registryFile } from '../shell/server/registry.mjs';
import { deployDir, PARTS, REMOTES, repoRoot } from './shop-parts.mjs';

/** Where a remote's server build writes its manifest, inside its build (remote-server-rsbuild.ts). */
const SERVER_MANIFEST = 'ssr/mf-manifest.json';

/** The registry of this deploy folder (SHOP_DEPLOY_DIR, else .deploy). */
export function readRegistry() {
  return readRegistryIn(deployDir());
}

function writeRegistry(registry) {
  fs.mkdirSync(deployDir(), { recursive: true });
  const file = registryFile(deployDir());
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(tmp, file); // atomic: a page load never reads half a registry
}

function assertRemote(name) {
  if (!REMOTES.includes(name)) {
    throw new Error(`Unknown remote "${name}". One of: ${REMOTES.join(', ')}`);
  }
}

/** Builds (unless told not to) and publishes a remote as a new current version. */
export function publish(name, { build = true } = {}) {
  assertRemote(name);
  const dir = path.join(repoRoot, PARTS[name].dir);
  if (build) {
    execFileSync('pnpm', ['--filter', PARTS[name].dir, 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const dist = path.join(dir, 'dist');
  const manifest = fs.readFileSync(path.join(dist, 'mf-manifest.json'));
  const hash = createHash('sha256').update(manifest).digest('hex').slice(0, 8);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const version = `${stamp}-${hash}`;
  fs.cpSync(dist, path.join(deployDir(), name, version), { recursive: true });

  const registry = readRegistry();
  const entry = registry.remotes[name] ?? { current: null, history: [] };
  entry.history.push(version);
  entry.current = version;
  // The version's server build (the Node target of its federation config), when it has one: the
  // shell's server renders the remote's pages with it (shell/server/server-render.mjs).
  if (fs.existsSync(path.join(dist, SERVER_MANIFEST))) {
    entry.builds = { ...entry.builds, [version]: { server: SERVER_MANIFEST } };
  }
  registry.remotes[name] = entry;
  writeRegistry(registry);
  return version;
}

/** Points a remote back at the version published before the current one. */
export function rollback(name) {
  assertRemote(name);
  const registry = readRegistry();
  const entry = registry.remotes[name];
  const at = entry ? entry.history.indexOf(entry.current) : -1;
  if (!entry || at < 1) throw new Error(`"${name}" has no earlier version to roll back to.`);
  entry.current = entry.history[at - 1];
  writeRegistry(registry);
  return entry.current;
}

/** Points a remote at a version it has already published (e.g. forward again after a rollback). */
export function use(name, version) {
  assertRemote(name);
  const registry = readRegistry();
  const entry = registry.remotes[name];
  if (!entry?.history.includes(version)) throw new Error(`"${name}" has no published version "${version}".`);
  entry.current = version;
  writeRegistry(registry);
  return version;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, name, ...flags] = process.argv.slice(2);
  try {
    if (command === 'publish') {
      const version = publish(name, { build: !flags.includes('--no-build') });
      console.log(`Published ${name} ${version}. The shell loads it on the next page load.`);
    } else if (command === 'rollback') {
      console.log(`Rolled ${name} back to ${rollback(name)}.`);
    } else if (command === 'use') {
      console.log(`${name} now uses ${use(name, flags[0])}.`);
    } else if (command === 'list') {
      const registry = readRegistry();
      for (const [remote, entry] of Object.entries(registry.remotes)) {
        console.log(`${remote}: ${entry.current} (${entry.history.length} published)`);
      }
    } else {
      console.error('Usage: remote-registry.mjs publish|rollback <remote> | use <remote> <version> | list');
      process.exit(2);
    }
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
