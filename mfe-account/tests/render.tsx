import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { type AuthState, authState } from 'shared-contracts';
import { AccountRoutes } from '../src/app/routes';

/** Forget every event value the previous test announced (the bus keeps them on window). */
export function resetEventBus() {
  delete (window as Window & { __shopEventState?: unknown }).__shopEventState;
}

export function announce(state: AuthState) {
  authState.emit(state);
}

export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AccountRoutes />
    </MemoryRouter>,
  );
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
      <AccountRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}
