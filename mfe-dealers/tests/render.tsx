import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
