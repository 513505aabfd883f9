import { fireEvent, render, screen } from '@testing-library/react';
import { Breadcrumbs } from 'shared-kit';
import { beforeEach, describe, expect, it } from 'vitest';

const crumbs = [
  { label: 'Home', url: '/' },
  { label: 'Rifles', url: '/collection/rifles' },
  { label: 'Ridgeline 10', url: '/product/ridgeline-10' },
];

beforeEach(() => window.history.replaceState(null, '', '/product/ridgeline-10'));

describe('breadcrumbs (shared-contracts, used by every remote)', () => {
  it('navigates in-site on click, passing the previous location as state', () => {
    render(<Breadcrumbs items={crumbs} />);
    fireEvent.click(screen.getByRole('link', { name: 'Rifles' }), { button: 0 });
    expect(window.location.pathname).toBe('/collection/rifles');
    expect(window.history.state).toMatchObject({ from: '/product/ridgeline-10' });
  });

  it('shows the current path as plain text with aria-current="page", not a link', () => {
    render(<Breadcrumbs items={crumbs} />);
    expect(screen.queryByRole('link', { name: 'Ridgeline 10' })).toBeNull();
    expect(screen.getByText('Ridgeline 10').getAttribute('aria-current')).toBe('page');
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    render(<Breadcrumbs items={crumbs} />);
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'Home' }), { button: 0, ctrlKey: true });
    expect(notCancelled).toBe(true);
    expect(window.history.state).toBeNull();
  });

  it('is a labelled navigation landmark, and renders nothing without crumbs', () => {
    const { unmount } = render(<Breadcrumbs items={crumbs} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    unmount();
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
