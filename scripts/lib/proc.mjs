/** Small process helpers for the shop's scripts: run a command, make sure pnpm is there. */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { repoRoot } from '../shop-parts.mjs';

export const PNPM_VERSION = '10.34.9';

export function log(message) {
  console.log(`\x1b[1m[shop]\x1b[0m ${message}`);
}

/** Runs a command to completion, inheriting output; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** Runs a command and reports whether it succeeded, without throwing. */
export function succeeds(command, args, options = {}) {
  return spawnSync(command, args, { cwd: repoRoot, stdio: 'ignore', ...options }).status === 0;
}

/** pnpm 10 is the workspace's package manager; a fresh machine has only Node and npm. */
export function ensurePnpm() {
  if (succeeds('pnpm', ['--version'])) return;
  log(`Installing pnpm ${PNPM_VERSION} ...`);
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}

/** Installs the workspace's dependencies when they are missing or stale (lockfile is the truth). */
export function ensureDependencies() {
  ensurePnpm();
  // A registry download can stall without ever failing (seen here: pnpm waited 10 minutes on one
  // tarball with no bytes arriving); a stalled install is ended and tried again, which resumes from
  // the store, rather than using up CI's time.
  const attempts = 3;
  for (let attempt = 1; ; attempt++) {
    log(`Installing dependencies (pnpm install${attempt > 1 ? `, attempt ${attempt}` : ''}) ...`);
    const result = spawnSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, CI: 'true' },
      timeout: INSTALL_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    if (result.status === 0) return;
    const why = result.error?.code === 'ETIMEDOUT' ? 'stalled' : `failed (exit ${result.status})`;
    if (attempt === attempts) throw new Error(`pnpm install ${why} ${attempts} times`);
    log(`pnpm install ${why}; trying again`);
  }
}

/** A cold install here takes 1-3 minutes; one that has not finished in 6 has stalled. */
const INSTALL_TIMEOUT_MS = 6 * 60 * 1000;

/** Starts a long-running child with prefixed output. */
export function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  const prefix = `[${name}] `;
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix + line}\n`);
    });
  if (!options.quiet) {
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
  } else {
    child.stdout.resume();
    forward(child.stderr, process.stderr);
  }
  return child;
}

export function gitHeadShort() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
  } catch {
    return 'unknown';
  }
}
