/** Renders the staff remote's routes at a path, in a memory router (as the shell mounts it). */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { StaffRoutes } from '../src/app/routes';

/** Where the remote's router is now (kept up to date by renderAt). */
export const shown = { path: '' };

function LocationProbe() {
  const location = useLocation();
  shown.path = `${location.pathname}${location.search}`;
  return null;
}

export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StaffRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}
