/** Renders the staff remote's routes at a path, signed in with a staff session's token. */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { StaffRoutes } from '../src/app/routes';
import { startStaffSession } from '../src/shared/session/staff-session';

/** Forget every event value the previous test announced (the bus keeps them on window). */
export function resetEventBus() {
  delete (window as Window & { __shopEventState?: unknown }).__shopEventState;
}

/** Where the remote's router is now. */
export const shown: { path: string } = { path: '' };

function LocationProbe() {
  const location = useLocation();
  shown.path = `${location.pathname}${location.search}`;
  return null;
}

/** The staff remote at `path`, as the staffer of `token` (read through GET /staff/me first). */
export async function renderAsStaff(path: string, token: string) {
  await startStaffSession(token);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StaffRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** The staff remote's routes at `path`, as whoever the page's staff session already is (or nobody). */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StaffRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}
