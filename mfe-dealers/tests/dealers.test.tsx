import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DealerRoutes } from '../src/app/routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DealerRoutes />
    </MemoryRouter>,
  );
}

describe('dealer locator', () => {
  it("is headed 'Find a Dealer' inside the dealers boundary", () => {
    renderAt('/dealer-locator');
    const heading = screen.getByRole('heading', { level: 1, name: 'Find a Dealer' });
    expect(heading.closest('[data-boundary]')?.getAttribute('data-boundary')).toBe('dealers');
  });

  it('offers the radii 50 to 250 miles, 50 by default', () => {
    renderAt('/dealer-locator');
    const select = screen.getByLabelText('Distance') as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.value)).toEqual(['50', '100', '150', '200', '250']);
    expect(select.value).toBe('50');
  });

  it('keeps only digits in the zip field, at most five', () => {
    renderAt('/dealer-locator');
    const zip = screen.getByLabelText('Zip Code') as HTMLInputElement;
    fireEvent.change(zip, { target: { value: '59a7-15x9' } });
    expect(zip.value).toBe('59715');
  });

  it('starts with an empty list and a map that loads on search', () => {
    renderAt('/dealer-locator');
    expect(screen.getByText('No dealers found')).toBeTruthy();
    expect(screen.getByText('The map loads when you search for dealers by zip code.')).toBeTruthy();
  });

  it('asks for a zip code, and for all five digits', async () => {
    renderAt('/dealer-locator');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Zip code is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Zip Code'), { target: { value: '597' } });
    expect(screen.queryByText('Zip code is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Zip code must be 5 digits')).toBeTruthy();
    expect(screen.getByLabelText('Zip Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('says plainly that dealer search opens soon instead of inventing results', async () => {
    renderAt('/dealer-locator');
    fireEvent.change(screen.getByLabelText('Zip Code'), { target: { value: '59715' } });
    fireEvent.change(screen.getByLabelText('Distance'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Dealer search opens soon.');
    expect(status.textContent).toContain('within 150 miles of 59715');
    expect(screen.queryByText('No dealers found')).toBeNull();
  });

  it('links to dealer registration', () => {
    renderAt('/dealer-locator');
    expect(screen.getByRole('link', { name: 'Become a dealer' }).getAttribute('href')).toBe('/dealer-registration');
  });

  it('carries breadcrumbs with the current page not linked', () => {
    renderAt('/dealer-locator');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByText('Find a Dealer').getAttribute('aria-current')).toBe('page');
  });
});

describe('dealer registration', () => {
  it("is headed 'Dealer Registration' and says the form comes later", () => {
    renderAt('/dealer-registration');
    const heading = screen.getByRole('heading', { level: 1, name: 'Dealer Registration' });
    expect(heading.closest('[data-boundary]')?.getAttribute('data-boundary')).toBe('dealers');
    expect(screen.getByText(/The dealer application form opens in a coming release/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@halvorsenarms.com' }).getAttribute('href')).toBe(
      'mailto:support@halvorsenarms.com',
    );
  });
});
