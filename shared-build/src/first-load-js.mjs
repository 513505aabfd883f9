/**
 * A remote's first-load JavaScript, measured one way for the build's budget check
 * (budget-plugin.ts) and for the publish command (scripts/remote/release.mjs), so the registry's
 * gate and CI read the same figure: the remote entry plus the './app' expose's synchronous scripts,
 * each gzipped at level 6 (what a server compressing on the fly sends). Plain JavaScript, so the
 * publish scripts import it without a TypeScript loader.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The exposed module a remote's first page needs (its single-spa lifecycles). */
export const APP_EXPOSE = './app';

/** The files counted as first-load JS, relative to the build folder. */
export function firstLoadJsFiles(manifest) {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error('mf-manifest.json names no remote entry');
  const app = (manifest.exposes ?? []).find((expose) => expose.path === APP_EXPOSE);
  if (!app) throw new Error(`mf-manifest.json exposes no "${APP_EXPOSE}"`);
  return [path.posix.join(entry.path ?? '', entry.name), ...(app.assets?.js?.sync ?? [])];
}

/** Gzip (level 6) bytes of the remote entry and the './app' expose's sync scripts of a build folder. */
export function firstLoadJsGzipBytes(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  return firstLoadJsFiles(manifest).reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 6 }).length,
    0,
  );
}
