/**
 * Resident memory of the embedded shop (issue 32, item 7): the sum of the resident set sizes
 * (VmRSS, from /proc) of every process the shop runs: each part's process and all of its
 * descendants. Shared pages count once per process, as `ps` and `top` show them, so the figure is
 * an upper bound of what the shop holds.
 *
 * Standalone (on existing builds, `npm run build` first; takes the ports, so under the port lock):
 *   node bench/shop-memory.mjs   -> starts the shop on a fresh embedded database, asks for a few
 *                                   pages, measures, stops, and appends the figure to bench/memory.log
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every live process's parent, read from /proc/<pid>/stat (field 4, after the command's ")"). */
function parentsOf() {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // ended while we looked
    }
  }
  return parents;
}

/** A process and all its descendants. */
function treeOf(pid, parents) {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

function residentKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

const mb = (kb) => Math.round(kb / 1024);

/**
 * The shop's resident memory: `parts` maps each part's name to its process id (startShop's
 * `pids()`). Answers the total and each part's share in MB, with the number of processes counted.
 */
export function shopResidentMemory(parts) {
  const parents = parentsOf();
  const perPart = {};
  let totalKb = 0;
  let processes = 0;
  for (const [name, pid] of Object.entries(parts)) {
    const tree = treeOf(pid, parents);
    const kb = tree.reduce((sum, each) => sum + residentKb(each), 0);
    perPart[name] = mb(kb);
    totalKb += kb;
    processes += tree.length;
  }
  return { totalMb: mb(totalKb), processes, parts: perPart };
}

/** Asks for a few pages of each kind first, so the figure is of a shop that has served. */
export async function warmShop(shopUrl) {
  for (const page of ['/', '/collection/rifles', '/product/bridger-hr1', '/dealer-locator', '/checkout', '/login']) {
    await fetch(`${shopUrl}${page}`).then((res) => res.arrayBuffer());
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { gitHeadShort } = await import('../scripts/lib/proc.mjs');
  const { repoRoot, SHOP_URL } = await import('../scripts/shop-parts.mjs');
  const runDir = path.join(repoRoot, '.run', 'memory');
  fs.rmSync(runDir, { recursive: true, force: true });
  process.env.SHOP_DEPLOY_DIR = path.join(runDir, 'deploy');
  const { startShop } = await import('../scripts/lib/topology.mjs');
  const shop = await startShop({ apiEnv: { PGLITE_DIR: path.join(runDir, 'pglite'), DATABASE_URL: '' } });
  let memory;
  try {
    await warmShop(SHOP_URL);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    memory = shopResidentMemory(shop.pids());
  } finally {
    shop.stop();
  }
  const line = `${new Date().toISOString()} ${gitHeadShort()} embedded shop resident: ${memory.totalMb} MB in ${memory.processes} processes (${Object.entries(
    memory.parts,
  )
    .map(([name, value]) => `${name} ${value}`)
    .join(', ')} MB)`;
  fs.appendFileSync(path.join(repoRoot, 'bench', 'memory.log'), `${line}\n`);
  console.log(line);
  process.exit(0);
}
