/**
 * Compliance benchmark (issue 30: evaluating the rules adds at most 2 ms to an order's server time).
 * `pnpm --filter api exec tsx bench/compliance-bench.ts [../bench/compliance.md]`
 *
 * - The evaluator alone: a 10-line cart (every item class, an FFL dealer, a date of birth) against
 *   the whole rule set, 20,000 times after a warm-up.
 * - What the order transaction really adds: `assertLinesAllowed` (the catalogue read of the lines'
 *   attributes plus the evaluation), 500 times on an in-memory PGlite holding the real seed.
 * Budget: p95 of each under 2 ms. Writes a short Markdown report. A measurement, not a test.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import type { ComplianceAttributes } from 'shared-contracts/domain/compliance';
import { assertLinesAllowed, CURRENT_RULE_SET, evaluateLines } from '../src/modules/compliance/index';
import { createTestDatabase } from '../src/testkit/database';

const BUDGET_MS = 2;
const out = process.argv[2] ?? '../bench/compliance.md';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(3)} ms`;

const ITEMS: ComplianceAttributes[] = [
  { itemClass: 'long-gun', magazineCapacity: 4 },
  { itemClass: 'handgun', magazineCapacity: 15, rosterStatus: 'not-listed' },
  { itemClass: 'receiver' },
  { itemClass: 'ammunition', ammunitionClass: 'handgun' },
  { itemClass: 'ammunition', ammunitionClass: 'long-gun' },
  { itemClass: 'magazine', magazineCapacity: 17, magazinePlatform: 'handgun' },
  { itemClass: 'magazine', magazineCapacity: 30, magazinePlatform: 'long-gun' },
  { itemClass: 'nfa-item', nfaKind: 'suppressor' },
  { itemClass: 'accessory' },
  { itemClass: 'accessory' },
];
const cart = ITEMS.map((attributes, id) => ({
  id,
  attributes,
  isFflItem: ['long-gun', 'handgun', 'receiver', 'nfa-item'].includes(attributes.itemClass),
  restrictedStates: ['NY', 'MA'],
  restrictedZips: ['60601'],
}));
const destination = { shipTo: { state: 'CA', zip: '90012' }, dealer: { state: 'IL', zip: '62701' } };

for (let i = 0; i < 2000; i += 1) evaluateLines(cart, destination, { dateOfBirth: '2006-05-01' });
const pure: number[] = [];
for (let i = 0; i < 20_000; i += 1) {
  const started = performance.now();
  evaluateLines(cart, destination, { dateOfBirth: '2006-05-01' });
  pure.push(performance.now() - started);
}

/** assertLinesAllowed on a real-seeded database: 500 timed runs after 50 untimed. */
async function orderPathTimes(databaseUrl?: string): Promise<number[]> {
  const { db, drop } = await createTestDatabase({ databaseUrl });
  const skus = await db.selectFrom('catalog_skus').select('sku').orderBy('sku').limit(10).execute();
  const lines = skus.map((row, id) => ({ id, sku: row.sku }));
  const times: number[] = [];
  for (let i = 0; i < 550; i += 1) {
    const started = performance.now();
    await assertLinesAllowed(db, {
      lines,
      destination: { shipTo: { state: 'MT', zip: '59715' }, dealer: { state: 'MT', zip: '59047' } },
      dateOfBirth: '1980-01-01',
    }).catch(() => undefined);
    if (i >= 50) times.push(performance.now() - started);
  }
  await drop();
  return times;
}

const onPglite = await orderPathTimes();
const onPostgres = process.env.DATABASE_URL ? await orderPathTimes(process.env.DATABASE_URL) : null;

const row = (name: string, values: number[]) =>
  `| ${name} | ${values.length} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} | ${percentile(values, 95) <= BUDGET_MS ? 'within' : 'OVER'} |`;
const load = os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(' / ');
const report = `# Compliance evaluation bench

Rule set ${CURRENT_RULE_SET.version} (${CURRENT_RULE_SET.rules.length} rules), a 10-line cart. Measured ${new Date().toISOString().slice(0, 16)}Z
on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${load} (1/5/15 min) while it ran: \`pnpm --filter api exec tsx bench/compliance-bench.ts\`.
Budget (issue 30): evaluating the rules adds at most ${BUDGET_MS} ms to an order's server time (p95).

| what | runs | p50 | p95 | max | budget |
| --- | --- | --- | --- | --- | --- |
${row('evaluator alone (every item class, CA ship-to, IL dealer, DOB)', pure)}
${row('assertLinesAllowed in the order path (catalogue read on in-memory PGlite + evaluation)', onPglite)}
${onPostgres ? row('assertLinesAllowed in the order path (catalogue read on PostgreSQL + evaluation)', onPostgres) : '| (PostgreSQL: run with DATABASE_URL set) | | | | | |'}

The evaluator is pure and linear in lines x rules; the order path's share is one indexed read of the
lines' catalogue rows (the sku primary key), inside the order's transaction. A load average far above
the core count makes the tail (p95, max) measure the scheduler, not this code: compare the p50s, and
re-run on a quiet machine before reading the p95 against the budget. The read can go altogether once
the cart's line read (cart_lines) returns the compliance columns with the rest of each line.
`;
writeFileSync(out, report);
console.log(report);
