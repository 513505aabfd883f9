import { beforeAll } from 'vitest';
import { ACCOUNT_PAGE_CHUNKS } from '../src/app/routes';

// The pages outside the account area are chunks of their own; load them before the tests render
// them, so a render shows the page at once, as a second visit in the shop does.
beforeAll(async () => {
  await Promise.all(ACCOUNT_PAGE_CHUNKS.map((page) => page.preload()));
});
