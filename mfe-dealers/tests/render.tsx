import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DealerRoutes } from '../src/app/routes';

/** Forget every event value the previous test announced (the bus keeps them on window). */
export function resetEventBus() {
  delete (window as Window & { __shopEventState?: unknown }).__shopEventState;
}

export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DealerRoutes />
    </MemoryRouter>,
  );
}

/** A client address of its own per caller (the API rate-limits search and registration per address). */
let counter = 0;
export function nextClientAddress(): string {
  counter += 1;
  return `10.44.${counter % 250}.${(Date.now() % 250) + 1}`;
}

/** Where the remote's router is, and the state the navigation that led there carried. */
export const shown: { path: string; state: unknown } = { path: '', state: null };

function LocationProbe() {
  const location = useLocation();
  shown.path = `${location.pathname}${location.search}`;
  shown.state = location.state;
  return null;
}

/** Like renderAt, and keeps `shown` up to date. */
export function renderWatchingLocation(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DealerRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}
