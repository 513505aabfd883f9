/**
 * The real API of one test file (`api/testkit`): started once before the file's tests (the cold
 * start takes seconds) and stopped after them. Each test starts afresh: the shared HTTP client
 * points at this API and its recorded requests are cleared.
 */
import { type RealApi, startRealApi } from 'api/testkit';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Call at the top of a test file. The answer stands for the API the file's `beforeAll` starts (a
 * proxy, because the API does not exist yet when the file is read), so tests use it as they would
 * the started API itself.
 */
export function realApiForThisFile(): RealApi {
  let started: RealApi | undefined;
  const running = (): RealApi => {
    if (!started) throw new Error('The real API has not started (or failed to start) for this file');
    return started;
  };
  beforeAll(async () => {
    started = await startRealApi();
  }, 60_000);
  afterAll(async () => started?.stop());
  beforeEach(() => {
    running().pointClientHere();
    running().forgetRequests();
  });
  return new Proxy({} as RealApi, { get: (_target, key) => Reflect.get(running(), key) });
}
