/**
 * The publish gate (issue 28): a deliberately broken build for each rule is refused with 422 naming
 * that rule, a build broken every way names all four, and nothing of a refused build is stored or
 * recorded.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  goodBuild,
  publish,
  publishForm,
  type RegistryTestApp,
  shellShares,
  startRegistryApp,
} from './support/registry-app';

let app: RegistryTestApp;
let catalog: string;
let checkout: string;

beforeAll(async () => {
  app = await startRegistryApp();
  catalog = (await app.token('catalog')).token;
  checkout = (await app.token('checkout')).token;
});
afterAll(() => app?.close());

async function refused(remote: string, token: string, overrides: Record<string, unknown>) {
  const rowsBefore = await app.db.selectFrom('registry_versions').select('version').execute();
  const foldersBefore = await readdir(path.join(app.deployDir, remote)).catch(() => []);
  const response = await publish(app, remote, publishForm(goodBuild(remote, overrides)), bearer(token));
  expect(response.status).toBe(422);
  const body = (await response.json()) as { message: string; failures: { rule: string; message: string }[] };
  expect(body.message).toBe(`The publish gate refused ${remote}`);
  expect(await app.db.selectFrom('registry_versions').select('version').execute()).toEqual(rowsBefore);
  expect(await readdir(path.join(app.deployDir, remote)).catch(() => [])).toEqual(foldersBefore);
  return body.failures;
}

describe('each rule alone', () => {
  it('exposes: a catalog that drops the search overlay the shell header loads', async () => {
    const failures = await refused('catalog', catalog, { exposes: ['./app'] });
    expect(failures).toEqual([{ rule: 'exposes', message: expect.stringContaining('./search-overlay') }]);
  });

  it('exposes: a remote without ./app', async () => {
    const failures = await refused('catalog', catalog, { exposes: ['./search-overlay'] });
    expect(failures).toEqual([{ rule: 'exposes', message: expect.stringContaining('./app') }]);
  });

  it('contracts: a wire name no contract defines', async () => {
    const failures = await refused('catalog', catalog, { contracts: { emits: ['catalog:made-up@1'], consumes: [] } });
    expect(failures).toEqual([{ rule: 'contracts', message: 'catalog:made-up@1 is not a known contract' }]);
  });

  it('contracts: a checkout that emits only cart-state@2 while the shell consumes @1', async () => {
    const failures = await refused('checkout', checkout, {
      contracts: { emits: ['checkout:cart-state@2'], consumes: [] },
    });
    expect(failures).toEqual([
      {
        rule: 'contracts',
        message: 'checkout emits checkout:cart-state@2 but shell consumes only checkout:cart-state@1',
      },
    ]);
  });

  it('shared: a build that requires a React the shell does not provide', async () => {
    const failures = await refused('catalog', catalog, {
      shared: { react: '^20.0.0', 'react-dom': `^${shellShares['react-dom']}` },
    });
    expect(failures).toEqual([
      { rule: 'shared', message: `react requires ^20.0.0 but the shell provides ${shellShares.react}` },
    ]);
  });

  it('budget: first-load JavaScript over the remote budget', async () => {
    const failures = await refused('catalog', catalog, { jsGzipBytes: 60 * 1024 });
    expect(failures).toEqual([
      { rule: 'budget', message: "first-load JavaScript is 60.0 KB gzip, over catalog's budget of 50.0 KB" },
    ]);
  });
});

it('names all four rules when a build breaks them all', async () => {
  const failures = await refused('catalog', catalog, {
    exposes: ['./app'],
    contracts: { emits: ['catalog:nonsense@1'], consumes: [] },
    shared: { react: '^18.2.0', 'react-dom': '^18.2.0' },
    jsGzipBytes: 51 * 1024,
  });
  expect(failures.map((failure) => failure.rule)).toEqual(['exposes', 'contracts', 'shared', 'budget']);
  expect(failures[2]?.message).toBe(
    `react requires ^18.2.0 but the shell provides ${shellShares.react}; react-dom requires ^18.2.0 but the shell provides ${shellShares['react-dom']}`,
  );
});

describe('the other remotes are parties too', () => {
  it("checks a version against the other remotes' current versions", async () => {
    // checkout's current version emits cart-state 1 and 2; a catalog reading only version 2 passes.
    const checkoutV1 = await publish(
      app,
      'checkout',
      publishForm(
        goodBuild('checkout', {
          contracts: { emits: ['checkout:cart-state@1', 'checkout:cart-state@2'], consumes: [] },
        }),
      ),
      bearer(checkout),
    );
    expect(checkoutV1.status).toBe(201);
    const catalogV2 = await publish(
      app,
      'catalog',
      publishForm(goodBuild('catalog', { contracts: { emits: [], consumes: ['checkout:cart-state@2'] } })),
      bearer(catalog),
    );
    expect(catalogV2.status).toBe(201);
    // A checkout that stops emitting version 2 would leave the current catalog without its cart.
    const failures = await refused('checkout', checkout, {
      contracts: { emits: ['checkout:cart-state@1'], consumes: [] },
    });
    expect(failures).toEqual([
      {
        rule: 'contracts',
        message: 'checkout emits checkout:cart-state@1 but catalog consumes only checkout:cart-state@2',
      },
    ]);
  });

  it('a remote without a budget has none', async () => {
    const response = await publish(app, 'account', publishForm(goodBuild('account', { jsGzipBytes: 10_000_000 })), {
      'x-staff-key': app.staffKey,
    });
    expect(response.status).toBe(201);
  });
});
