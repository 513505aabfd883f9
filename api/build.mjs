/**
 * Builds the API to JavaScript for the production profile (no TypeScript loader at run time):
 *   api/dist/cluster.mjs   the supervised cluster (npm run start:prod)
 *   api/dist/server.mjs    one process, as `npm start` runs it through tsx
 * esbuild bundles the API's own code and shared-contracts (TypeScript source); every other
 * package stays an import from node_modules (argon2's native module, PGlite's files, pg).
 *
 *   pnpm --filter api build
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => name !== 'shared-contracts')
  .flatMap((name) => [name, `${name}/*`]);

const outdir = path.join(apiDir, 'dist');
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { cluster: 'src/cluster.ts', server: 'src/server.ts' },
  absWorkingDir: apiDir,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  // Bundled CommonJS (if any) may call require(): give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `API built to ${path.relative(process.cwd(), outdir) || 'dist'} (${Math.round(bytes / 1024)} KB with source maps)`,
);
