import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
