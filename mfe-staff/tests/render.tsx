/** The staff remote's routes at a path, in a memory router (the shell mounts them at /staff). */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StaffRoutes } from '../src/app/routes';

export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StaffRoutes />
    </MemoryRouter>,
  );
}
