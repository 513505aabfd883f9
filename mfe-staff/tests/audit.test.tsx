/**
 * The audit log screen (/staff/audit) against the real API: it lists what staff did with the
 * actor's e-mail and the action's name, filters by actor through the URL, pages, opens an entry's
 * object before and after with the changed field marked, and offers nothing to change.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES } from 'shared-contracts/schemas/staff';
import { afterEach, describe, expect, it } from 'vitest';
import { signOutStaff } from '../src/shared/session/staff-session';
import { realApiForThisFile, signedInStaffer } from './real-api';
import { renderAt, shown } from './render';
import { asStaff, enrolledStaff, uniqueEmail } from './staff-sessions';

const api = realApiForThisFile();

afterEach(async () => {
  cleanup();
  await signOutStaff();
});

const invite = (token: string, role = 'support') =>
  asStaff<{ staff: { id: string; email: string } }>(api, token, 'POST', '/staff/staff', {
    email: uniqueEmail('invited'),
    role,
  });

const rowsOf = (log: HTMLElement) => within(log).getAllByRole('row').slice(1);

describe('the audit log', () => {
  it("lists an owner's invitation with the actor's e-mail and the action, and filters by actor in the URL", async () => {
    const owner = await enrolledStaff(api, 'owner');
    const invited = await invite(owner.token);
    await signedInStaffer(api, 'compliance');

    renderAt('/staff/audit');
    const log = await screen.findByRole('table', { name: 'Audit log' });
    const invitation = await within(log).findByText(invited.staff.id, { exact: false });
    const row = invitation.closest('tr') as HTMLElement;
    expect(within(row).getByText(owner.email)).toBeTruthy();
    expect(within(row).getByText('staff.invited')).toBeTruthy();
    // The command line's invitation of the owner is on record too, before any filter.
    expect(within(log).getAllByText('service:cli').length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Actor/), owner.email);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(shown.path).toBe(`/staff/audit?actor=${encodeURIComponent(owner.email)}`));
    await waitFor(() => expect(within(log).queryByText('service:cli')).toBeNull());
    const rows = rowsOf(log);
    expect(rows.length).toBeGreaterThan(0);
    for (const each of rows) expect(within(each).getByText(owner.email)).toBeTruthy();

    // Read-only: nothing on the screen edits or deletes an entry.
    expect(screen.queryByRole('button', { name: /edit|delete|remove|change/i })).toBeNull();
  });

  it('opens an entry to show the object before and after, the changed field marked', async () => {
    const owner = await enrolledStaff(api, 'owner');
    const invited = await invite(owner.token, 'support');
    await asStaff(api, owner.token, 'PATCH', `/staff/staff/${invited.staff.id}`, { role: 'fulfilment' });
    await signedInStaffer(api, 'owner');

    renderAt(`/staff/audit?action=staff.updated&objectId=${invited.staff.id}`);
    const log = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(rowsOf(log)).toHaveLength(1));
    expect((screen.getByLabelText(/^Action/) as HTMLInputElement).value).toBe('staff.updated');

    const user = userEvent.setup();
    const open = within(log).getByRole('button', { name: /^Show before and after of entry/ });
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const changes = await screen.findByRole('table', { name: /^Changes recorded by entry/ });
    const roleRow = within(changes).getByText('role').closest('tr') as HTMLElement;
    expect(within(roleRow).getByText('Changed')).toBeTruthy();
    expect(within(roleRow).getByText('support')).toBeTruthy();
    expect(within(roleRow).getByText('fulfilment')).toBeTruthy();
    expect(within(changes).queryByText('email')).toBeNull();
    expect(screen.getByText('1 field changed.')).toBeTruthy();
    expect(screen.getByText('Unchanged fields (2)')).toBeTruthy();
  });

  it('pages through the entries, the page kept in the URL', async () => {
    const owner = await enrolledStaff(api, 'owner');
    for (let n = 0; n < 27; n++) await invite(owner.token);
    await signedInStaffer(api, 'owner');

    renderAt(`/staff/audit?actor=${encodeURIComponent(owner.email)}&action=staff.invited`);
    const log = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(rowsOf(log)).toHaveLength(25));
    expect(screen.getByText('Page 1 of 2 · 27 entries')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shown.path).toMatch(/&page=2$/));
    await waitFor(() => expect(rowsOf(log)).toHaveLength(2));
    expect(screen.getByText('Page 2 of 2 · 27 entries')).toBeTruthy();
  });

  it('says so in words when nothing matches, and shows the API message for a bad date in the URL', async () => {
    await signedInStaffer(api, 'owner');
    renderAt('/staff/audit?actor=nobody%40halvorsen.example');
    expect(await screen.findByText('No audit entries match these filters.')).toBeTruthy();
    cleanup();

    renderAt('/staff/audit?from=2026-02-31x');
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.dateInvalid);
    expect(await screen.findByText(STAFF_MESSAGES.dateInvalid, { selector: 'span' })).toBeTruthy();
  });
});
