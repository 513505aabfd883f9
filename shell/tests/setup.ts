import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

interface BusWindow {
  __shopEventState?: Map<string, unknown>;
  __shopCommandHandlers?: Map<string, unknown>;
}

beforeEach(() => {
  // Tests of the shell's server run under plain Node (`// @vitest-environment node`): no page.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  // Events keep their last value on window; every test starts from an empty bus.
  (window as Window & BusWindow).__shopEventState?.clear();
  (window as Window & BusWindow).__shopCommandHandlers?.clear();
});

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
});
