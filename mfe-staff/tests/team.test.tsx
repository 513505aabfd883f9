/**
 * The staff screen (/staff/team, owners) against the real API: an owner invites a staffer (the
 * link goes out by e-mail), changes a role, disables, enables and resets another staffer through
 * confirm steps, and finds no controls on their own row.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES } from 'shared-contracts/schemas/staff';
import { afterEach, describe, expect, it } from 'vitest';
import { signOutStaff } from '../src/shared/session/staff-session';
import { realApiForThisFile, signedInStaffer } from './real-api';
import { renderAt } from './render';
import { enrolledStaff, uniqueEmail } from './staff-sessions';

const api = realApiForThisFile();

afterEach(async () => {
  cleanup();
  await signOutStaff();
});

/** The staffer's row: its first cell starts with their e-mail. */
async function rowOf(email: string): Promise<HTMLElement> {
  const list = await screen.findByRole('table', { name: 'Staff accounts' });
  return waitFor(() => {
    const row = within(list)
      .getAllByRole('row')
      .find((each) => each.querySelector('td')?.textContent?.startsWith(email));
    if (!row) throw new Error(`no row for ${email}`);
    return row;
  });
}

describe('the staff screen', () => {
  it('an owner invites a staffer with a role: the invitation is e-mailed and the list shows them invited', async () => {
    await signedInStaffer(api, 'owner');
    renderAt('/staff/team');
    const email = uniqueEmail('new-support');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), email);
    await user.selectOptions(screen.getByLabelText(/^Role/), 'support');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      `Invitation sent to ${email} (Support). The link works for 72 hours.`,
    );
    const row = await rowOf(email);
    expect(within(row).getByText('Support')).toBeTruthy();
    expect(within(row).getByText('Invited')).toBeTruthy();
    const mail = await api.db
      .selectFrom('mail_outbox')
      .select(['text_body'])
      .where('to_address', '=', email)
      .executeTakeFirst();
    expect(mail?.text_body).toMatch(/\/staff\/accept-invitation\?token=/);
  });

  it('an e-mail already on the staff gets the API message on the Email field', async () => {
    const other = await enrolledStaff(api, 'support');
    await signedInStaffer(api, 'owner');
    renderAt('/staff/team');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), other.email);
    await user.selectOptions(screen.getByLabelText(/^Role/), 'fulfilment');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(STAFF_MESSAGES.staffExists)).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it("offers no controls on the owner's own row", async () => {
    const me = await signedInStaffer(api, 'owner');
    const other = await enrolledStaff(api, 'support');
    renderAt('/staff/team');
    const mine = await rowOf(me.email);
    expect(within(mine).queryAllByRole('button')).toHaveLength(0);
    expect(within(mine).getByText('(you)', { exact: false })).toBeTruthy();
    const theirs = await rowOf(other.email);
    expect(within(theirs).getByRole('button', { name: `Change role ${other.email}` })).toBeTruthy();
    expect(within(theirs).getByText('Enrolled')).toBeTruthy();
  });

  it('changes a role after choosing it and confirming', async () => {
    await signedInStaffer(api, 'owner');
    const other = await enrolledStaff(api, 'support');
    renderAt('/staff/team');
    const user = userEvent.setup();
    await user.click(within(await rowOf(other.email)).getByRole('button', { name: `Change role ${other.email}` }));
    await user.selectOptions(screen.getByLabelText(`New role for ${other.email}`), 'fulfilment');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText(
        `Change ${other.email} from Support to Fulfilment? The new role counts from their next request.`,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, change the role' }));
    expect(await screen.findByText(`${other.email} is now Fulfilment.`)).toBeTruthy();
    await waitFor(async () => expect(within(await rowOf(other.email)).getByText('Fulfilment')).toBeTruthy());
    const stored = await api.db
      .selectFrom('staff_users')
      .select('role')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(stored.role).toBe('fulfilment');
  });

  it('disables, enables and resets a staffer, each after a confirm step; Cancel changes nothing', async () => {
    await signedInStaffer(api, 'owner');
    const other = await enrolledStaff(api, 'compliance');
    renderAt('/staff/team');
    const user = userEvent.setup();
    const button = async (name: string) =>
      within(await rowOf(other.email)).getByRole('button', { name: `${name} ${other.email}` });

    await user.click(await button('Disable'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(await rowOf(other.email)).getByText('Enrolled')).toBeTruthy();

    await user.click(await button('Disable'));
    expect(screen.getByText(new RegExp(`^Disable ${other.email}\\? Their sessions end at once`))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, disable' }));
    expect(await screen.findByText(`${other.email} is disabled; their sessions have ended.`)).toBeTruthy();
    await waitFor(async () => expect(within(await rowOf(other.email)).getByText('Disabled')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(await button('Enable'));
    await user.click(screen.getByRole('button', { name: 'Yes, enable' }));
    expect(await screen.findByText(`${other.email} is enabled and can sign in again.`)).toBeTruthy();
    await waitFor(async () => expect(within(await rowOf(other.email)).getByText('Enrolled')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(await button('Reset'));
    await user.click(screen.getByRole('button', { name: 'Yes, reset' }));
    expect(
      await screen.findByText(`${other.email} is reset; a new invitation link went to their e-mail.`),
    ).toBeTruthy();
    await waitFor(async () => expect(within(await rowOf(other.email)).getByText('Invited')).toBeTruthy());
  });
});
