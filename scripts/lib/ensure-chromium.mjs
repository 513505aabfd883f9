/** Playwright cannot download browsers here: the e2e suite uses Debian's chromium. */
import fs from 'node:fs';
import { CHROMIUM_PATH } from './browser.mjs';
import { log, run } from './proc.mjs';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  log("Installing Debian's chromium (apt-get) ...");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo.length ? 'sudo' : 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium']);
}
