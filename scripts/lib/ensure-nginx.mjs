/**
 * The production profile's web server: Debian's nginx, installed with apt-get when missing (as
 * ensure-chromium.mjs does for the e2e browser), with Debian's brotli_static module when the
 * distribution has it (the builds write .br files next to .gz ones).
 */
import fs from 'node:fs';
import { log, run, succeeds } from './proc.mjs';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Debian's packaged module for serving precompressed .br files. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const NGINX_MIME_TYPES = '/etc/nginx/mime.types';

function apt(args) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  run(sudo.length ? 'sudo' : 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Installs nginx (and brotli_static if available); answers what the config may use. */
export function ensureNginx() {
  const brotliPackage = 'libnginx-mod-http-brotli-static';
  const missing = [];
  if (!fs.existsSync(NGINX_BIN)) missing.push('nginx');
  if (!fs.existsSync(BROTLI_STATIC_MODULE) && succeeds('apt-cache', ['show', brotliPackage]))
    missing.push(brotliPackage);
  if (missing.length > 0) {
    log(`Installing Debian's ${missing.join(' and ')} (apt-get) ...`);
    apt(['update', '-qq']);
    // The package's own site must not start: nginx runs here only under the profile's config.
    apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
    succeeds('systemctl', ['disable', '--now', 'nginx']);
  }
  if (!fs.existsSync(NGINX_BIN)) throw new Error(`nginx is not installed at ${NGINX_BIN}`);
  return { brotliStatic: fs.existsSync(BROTLI_STATIC_MODULE) };
}
