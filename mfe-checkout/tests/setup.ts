import { cleanup, configure } from '@testing-library/react';
import { emptyGuestCartWithLines } from 'shared-contracts';
import { afterEach, beforeEach } from 'vitest';
import { cartAtom, cartLoadedAtom, cartStore, drawerOpenAtom, withCartLock } from '../src/shared/cart-store';

// Lazy chunks and a busy machine: wait longer before calling a findBy* a failure (no timed assertion).
configure({ asyncUtilTimeout: 10_000 });

// A page's tests run in happy-dom; the server entry's (`@vitest-environment node`) have no page.
const inPage = typeof window !== 'undefined';

beforeEach(() => {
  if (!inPage) return;
  // Remotes meet on window: start every test with no replayed events and no command owners.
  const w = window as unknown as {
    __shopEventState?: Map<string, unknown>;
    __shopCommandHandlers?: Map<string, unknown>;
  };
  w.__shopEventState?.clear();
  w.__shopCommandHandlers?.clear();
  // The cart store is module state (one per page in the shop): give each test a fresh page.
  cartStore.set(cartAtom, emptyGuestCartWithLines());
  cartStore.set(cartLoadedAtom, false);
  cartStore.set(drawerOpenAtom, false);
});

afterEach(async () => {
  if (!inPage) return;
  cleanup();
  // Cart reads still on their way from the real API belong to this test's page: let them land
  // before the next test resets the store, or they would show one test's cart in the next.
  await withCartLock(async () => undefined);
  sessionStorage.clear();
  localStorage.clear();
});
