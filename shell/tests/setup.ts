import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

interface BusWindow {
  __shopEventState?: Map<string, unknown>;
  __shopCommandHandlers?: Map<string, unknown>;
}

beforeEach(() => {
  window.localStorage.clear();
  // Events keep their last value on window; every test starts from an empty bus.
  (window as Window & BusWindow).__shopEventState?.clear();
  (window as Window & BusWindow).__shopCommandHandlers?.clear();
});

afterEach(() => {
  cleanup();
});
