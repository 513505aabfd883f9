/**
 * The real API for one test file of the catalog's pages (helpers/realApi.ts), started once, with
 * the client pointed at it, its recorded requests and the catalog's caches (content, prices)
 * emptied before every test, and `beforeEachTest` for what a file resets besides.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { clearFetchOnce } from '../../src/shared/content/fetch-once';
import { resetPrices } from '../../src/shared/content/price-list';
import { type RealApi, startRealApi } from './realApi';

export function catalogApiForEachTest(beforeEachTest?: (api: RealApi) => void): RealApi {
  let started: RealApi | undefined;
  beforeAll(async () => {
    started = await startRealApi();
  }, 120_000);
  afterAll(() => started?.stop());
  beforeEach(() => {
    const api = ready();
    api.pointClientHere();
    api.forgetRequests();
    clearFetchOnce();
    resetPrices();
    beforeEachTest?.(api);
  });
  function ready(): RealApi {
    if (!started) throw new Error('the real API is not started yet (use it inside a test or hook)');
    return started;
  }
  // The tests hold this handle from the start; it answers with the API once it is started.
  return new Proxy({} as RealApi, { get: (_, key) => Reflect.get(ready(), key) });
}
