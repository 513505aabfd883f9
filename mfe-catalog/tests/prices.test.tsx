/**
 * The per-sku price store (issue 14, "data at the size of the page") against the real API (in
 * process, seeded database): only the skus asked for, each once per page session, calls of one tick
 * in one request; seeded prices served at once (also by a server render); failures are real (the
 * API down, a dead port). Each test asks for skus no earlier test asked for: the answers are
 * publicly cacheable for a few seconds, and the test browser's HTTP cache (like a real one) serves a
 * repeated URL itself.
 */
import { act, render, screen } from '@testing-library/react';
import { readPriceList } from 'api/testkit';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPrices, type PriceList, resetPrices, seedPrices, usePrices } from '../src/shared/content/price-list';
import { priceRequests, skusAsked, wholeListRequests } from './helpers/priceRequests';
import { type RealApi, startRealApi } from './helpers/realApi';

let api: RealApi;
let all: PriceList;
beforeAll(async () => {
  api = await startRealApi();
  all = (await readPriceList(api.db)).products;
}, 120_000);
afterAll(() => api?.stop());
beforeEach(() => {
  api.pointClientHere();
  api.forgetRequests();
  resetPrices();
});

/** The seed's rows of these skus (as GET /Products answers them). */
function rowsOf(skus: string[]): PriceList {
  const list: PriceList = {};
  for (const sku of skus) {
    const row = all[sku];
    if (!row) throw new Error(`The seed has no price for ${sku}`);
    list[sku] = row;
  }
  return list;
}

describe('loadPrices', () => {
  it('asks for the given skus only, and answers their rows (an unknown sku has none)', async () => {
    const list = await loadPrices(['HA-CARE-SET', 'HA-CLN-FIELD', 'NO-SUCH-SKU']);
    expect(list).toEqual(rowsOf(['HA-CARE-SET', 'HA-CLN-FIELD']));
    expect(list['HA-CLN-FIELD']?.qtyOnHand).toBe(0);
    expect(priceRequests(api)).toEqual([['HA-CARE-SET', 'HA-CLN-FIELD', 'NO-SUCH-SKU']]);
    expect(wholeListRequests(api)).toEqual([]);
  });

  it('asks the calls of one tick in one request, and never asks a known sku again', async () => {
    const [a, b] = await Promise.all([loadPrices(['HA-CARE-SET', 'HA-BIP-RDG']), loadPrices(['HA-BIP-RDG', 'NOPE'])]);
    expect(a).toEqual(rowsOf(['HA-CARE-SET', 'HA-BIP-RDG']));
    expect(b).toEqual(rowsOf(['HA-BIP-RDG']));
    expect(priceRequests(api)).toEqual([['HA-BIP-RDG', 'HA-CARE-SET', 'NOPE']]);

    // Known (with or without a price): served from memory; only the new sku is asked.
    expect(await loadPrices(['HA-CARE-SET', 'NOPE'])).toEqual(rowsOf(['HA-CARE-SET']));
    expect(await loadPrices(['HA-CARE-SET', 'HA-SLG-BLK'])).toEqual(rowsOf(['HA-CARE-SET', 'HA-SLG-BLK']));
    expect(priceRequests(api)).toEqual([['HA-BIP-RDG', 'HA-CARE-SET', 'NOPE'], ['HA-SLG-BLK']]);
  });

  it('joins a request already on its way instead of asking again', async () => {
    const first = loadPrices(['HA-CARE-SET']);
    await Promise.resolve(); // the first tick's request has left
    const second = loadPrices(['HA-CARE-SET']);
    expect(await second).toEqual(rowsOf(['HA-CARE-SET']));
    expect(await first).toEqual(rowsOf(['HA-CARE-SET']));
    expect(priceRequests(api)).toHaveLength(1);
  });

  it('splits many skus into requests the API accepts (at most 100 each)', async () => {
    const skus = Object.keys(all);
    expect(skus.length).toBeGreaterThan(100);
    expect(await loadPrices(skus)).toEqual(all);
    const requests = priceRequests(api);
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) expect(request.length).toBeLessThanOrEqual(100);
    expect(requests.flat().sort()).toEqual([...skus].sort());
    // Every one answered 200: nothing left unknown.
    expect(Object.keys(await loadPrices(skus))).toHaveLength(skus.length);
    expect(priceRequests(api)).toHaveLength(requests.length);
  });

  it('never asks for a sku the API would refuse (it has no price)', async () => {
    expect(await loadPrices(['HA-HOL-C-L', 'bad sku', 'A'.repeat(65)])).toEqual(rowsOf(['HA-HOL-C-L']));
    expect(priceRequests(api)).toEqual([['HA-HOL-C-L']]);
  });

  it('falls back to the whole price list (GET Products/nocache) when the price call fails', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The client tries a GET twice (its one retry): both answers are lost on the way.
    api.loseNextAnswer('GET', /^\/Products\/prices\?/);
    api.loseNextAnswer('GET', /^\/Products\/prices\?/);
    expect(await loadPrices(['HA-HOL-C-R', 'NO-SUCH-SKU'])).toEqual(rowsOf(['HA-HOL-C-R']));
    expect(priceRequests(api)).toEqual([
      ['HA-HOL-C-R', 'NO-SUCH-SKU'],
      ['HA-HOL-C-R', 'NO-SUCH-SKU'],
    ]);
    expect(wholeListRequests(api).map((request) => request.path)).toEqual(['/Products/nocache']);
    expect(warned).toHaveBeenCalledWith(
      '[catalog] the price call failed; reading the whole price list (Products/nocache)',
      expect.anything(),
    );
    // Known now: not asked again.
    expect(await loadPrices(['HA-HOL-C-R'])).toEqual(rowsOf(['HA-HOL-C-R']));
    expect(api.requests).toHaveLength(3);
  });

  it('resolves to no prices when the API is down, and asks again on the next load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.pointClientAtDeadPort();
    expect(await loadPrices(['HA-HOL-F-R'])).toEqual({});
    expect(logged).toHaveBeenCalledWith('[catalog] prices could not be loaded', expect.anything());
    expect(api.requests).toHaveLength(0);

    api.pointClientHere(); // the API is back
    expect(await loadPrices(['HA-HOL-F-R'])).toEqual(rowsOf(['HA-HOL-F-R']));
    expect(priceRequests(api)).toEqual([['HA-HOL-F-R']]);
  });
});

function Prices({ skus }: { skus: string[] }) {
  const prices = usePrices(skus);
  return <output data-testid="prices">{prices === null ? 'loading' : JSON.stringify(prices)}</output>;
}
const shown = () => screen.getByTestId('prices').textContent;

/** Records every value the hook answers. */
function Spy({ skus, seen }: { skus: string[]; seen: Array<PriceList | null> }) {
  seen.push(usePrices(skus));
  return null;
}

describe('usePrices', () => {
  it('is null while a sku is not known, then the rows of the skus asked', async () => {
    render(<Prices skus={['HA-CARE-SET', 'NO-SUCH-SKU']} />);
    expect(shown()).toBe('loading');
    await screen.findByText(JSON.stringify(rowsOf(['HA-CARE-SET'])));
    expect(skusAsked(api)).toEqual(['HA-CARE-SET', 'NO-SUCH-SKU']);
  });

  it('asks once for the skus of components rendered together', async () => {
    render(
      <>
        <Prices skus={['HA-CARE-SET']} />
        <Prices skus={['HA-CARE-SET', 'HA-BIP-RDG']} />
      </>,
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('prices').map((p) => p.textContent)).not.toContain('loading'));
    expect(priceRequests(api)).toEqual([['HA-BIP-RDG', 'HA-CARE-SET']]);
  });

  it('keeps its answer when other skus arrive (same object, no re-render of the page)', async () => {
    const seen: Array<PriceList | null> = [];
    render(<Spy skus={['HA-CARE-SET']} seen={seen} />);
    await vi.waitFor(() => expect(seen.at(-1)).not.toBeNull());
    const settled = seen.at(-1);
    await act(() => loadPrices(['HA-BIP-RDG']));
    expect(seen.at(-1)).toBe(settled);
  });

  it('answers an empty list when there is nothing to ask', () => {
    render(<Prices skus={[]} />);
    expect(shown()).toBe('{}');
    expect(api.requests).toHaveLength(0);
  });

  it('serves seeded prices on the first render, without asking', async () => {
    seedPrices(rowsOf(['HA-CARE-SET']), ['HA-CARE-SET', 'NO-SUCH-SKU']);
    render(<Prices skus={['HA-CARE-SET', 'NO-SUCH-SKU']} />);
    expect(shown()).toBe(JSON.stringify(rowsOf(['HA-CARE-SET'])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests).toHaveLength(0);
  });

  it('asks only for the skus the seed lacks', async () => {
    seedPrices(rowsOf(['HA-CARE-SET']));
    render(<Prices skus={['HA-CARE-SET', 'HA-MNT-30-L']} />);
    expect(shown()).toBe('loading');
    await screen.findByText(JSON.stringify(rowsOf(['HA-CARE-SET', 'HA-MNT-30-L'])));
    expect(priceRequests(api)).toEqual([['HA-MNT-30-L']]);
  });

  it('renders seeded prices on the server too (the hydrating render matches)', () => {
    seedPrices(rowsOf(['HA-CARE-SET']));
    expect(renderToString(<Prices skus={['HA-CARE-SET']} />)).toContain(
      JSON.stringify(rowsOf(['HA-CARE-SET'])).replaceAll('"', '&quot;'),
    );
    expect(renderToString(<Prices skus={['HA-BIP-RDG']} />)).toContain('loading');
  });
});
