/**
 * The disposition record screen (/staff/disposition) against the real API: a correction is
 * recorded from the entry's own values and shows right under the entry it corrects, both visible
 * and linked; the form checks with the shared schema; the serial filter lives in the URL; the
 * bound book's state shows; the CSV export becomes a download link.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPOSITION_MESSAGES } from 'shared-contracts/schemas/disposition';
import { afterEach, describe, expect, it } from 'vitest';
import { signOutStaff } from '../src/shared/session/staff-session';
import { realApiForThisFile, signedInStaffer } from './real-api';
import { renderAt } from './render';
import { asStaff, enrolledStaff } from './staff-sessions';

const api = realApiForThisFile();

afterEach(async () => {
  cleanup();
  await signOutStaff();
});

let serials = 0;
const newSerial = () => `HA${Date.now().toString(36).toUpperCase()}${++serials}`;

interface Entry {
  id: number;
  serial: string;
}

async function recordShipped(serial = newSerial()): Promise<Entry> {
  const owner = await enrolledStaff(api, 'owner');
  return asStaff<Entry>(api, owner.token, 'POST', '/staff/disposition/entries', {
    kind: 'disposition',
    date: '2026-01-12',
    serial,
    manufacturer: 'Halvorsen Arms',
    model: 'Fjord 308',
    type: 'rifle',
    caliber: '.308 Win',
    party: { name: 'Ridge Outfitters', address: '1 Main St, Boise, ID 83702', fflNumber: '1-23-456-78-9A-12345' },
  });
}

const rowOfEntry = (id: number) => document.getElementById(`disposition-entry-${id}`) as HTMLElement;

describe('the disposition record', () => {
  it('records a correction of an entry, and shows it right under the entry it corrects, both visible', async () => {
    const entry = await recordShipped();
    await signedInStaffer(api, 'compliance');
    renderAt('/staff/disposition');
    const record = await screen.findByRole('table', { name: 'Disposition record' });
    await within(record).findByText(entry.serial);

    const user = userEvent.setup();
    await user.click(within(rowOfEntry(entry.id)).getByRole('button', { name: `Correct entry ${entry.id}` }));
    const caliber = screen.getByLabelText(/^Caliber or gauge/) as HTMLInputElement;
    expect(caliber.value).toBe('.308 Win');
    expect((screen.getByLabelText(/^Licensee FFL number/) as HTMLInputElement).value).toBe('1-23-456-78-9A-12345');
    await user.clear(caliber);
    await user.type(caliber, '6.5 Creedmoor');
    await user.type(screen.getByLabelText(/^Reason for the correction/), 'Caliber typed from the wrong box');
    await user.click(screen.getByRole('button', { name: 'Record correction' }));

    const done = await screen.findByText(/^Entry \d+ recorded: it corrects entry \d+\. Both stay in the record\.$/);
    const correctionId = Number(done.textContent?.match(/^Entry (\d+)/)?.[1]);
    expect(done.textContent).toContain(`corrects entry ${entry.id}.`);
    await waitFor(() => expect(rowOfEntry(correctionId)).toBeTruthy());

    const original = rowOfEntry(entry.id);
    const correction = rowOfEntry(correctionId);
    expect(original.nextElementSibling).toBe(correction);
    expect(within(original).getByText('Superseded')).toBeTruthy();
    expect(within(original).getByText(`Corrected by entry ${correctionId}`)).toBeTruthy();
    expect(within(original).getByText('rifle, .308 Win')).toBeTruthy();
    expect(within(original).queryByRole('button', { name: /^Correct entry/ })).toBeNull();
    expect(within(correction).getByText(`Corrects entry ${entry.id}: Caliber typed from the wrong box`)).toBeTruthy();
    expect(within(correction).getByText('rifle, 6.5 Creedmoor')).toBeTruthy();
    expect(within(correction).getByText('Current')).toBeTruthy();
  });

  it('checks the correction with the shared schema, and records nothing without a reason', async () => {
    const entry = await recordShipped();
    await signedInStaffer(api, 'fulfilment');
    renderAt(`/staff/disposition?serial=${entry.serial}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Correct entry ${entry.id}` }));
    await user.clear(screen.getByLabelText(/^Serial number/, { selector: 'form:not([role]) input' }));
    await user.click(screen.getByRole('button', { name: 'Record correction' }));
    // The shared schema's messages, on the fields they are about (a missing reason has its own).
    const errorOf = async (label: RegExp) => {
      const field = screen.getByLabelText(label, { selector: 'form:not([role]) input, textarea' });
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      return document.getElementById(`${field.id}-error`)?.textContent;
    };
    expect(await errorOf(/^Reason for the correction/)).toBe(DISPOSITION_MESSAGES.correctionReason);
    expect(await errorOf(/^Serial number/)).toBe(DISPOSITION_MESSAGES.required);
    expect(api.calls('POST', `/staff/disposition/entries/${entry.id}/corrections`)).toHaveLength(0);
  });

  it("filters by serial number through the URL and shows the bound book's state", async () => {
    const shipped = await recordShipped();
    const other = await recordShipped();
    // The bound book took the entry (as its outbox records it after a shipment's submission pass).
    await api.db.insertInto('disposition_submissions').values({ entry_id: shipped.id }).execute();
    await api.db
      .updateTable('disposition_submissions')
      .set({ status: 'submitted', book: 'fastbound', external_id: 'FB-4411', attempts: 1 })
      .where('entry_id', '=', shipped.id)
      .execute();
    await signedInStaffer(api, 'owner');
    renderAt(`/staff/disposition?serial=${shipped.serial.toLowerCase()}`);
    const record = await screen.findByRole('table', { name: 'Disposition record' });
    await within(record).findByText(shipped.serial);
    expect(within(record).queryByText(other.serial)).toBeNull();
    expect((screen.getByLabelText(/^Serial number/) as HTMLInputElement).value).toBe(shipped.serial.toLowerCase());
    const row = rowOfEntry(shipped.id);
    expect(within(row).getByText('Submitted')).toBeTruthy();
    expect(within(row).getByText('to fastbound as FB-4411')).toBeTruthy();

    cleanup();
    renderAt(`/staff/disposition?serial=${other.serial}`);
    await screen.findByText(other.serial);
    expect(within(rowOfEntry(other.id)).getByText('Not sent (entered here)')).toBeTruthy();

    cleanup();
    renderAt('/staff/disposition?serial=NO-SUCH-SERIAL');
    expect(await screen.findByText('No entries in the record match.')).toBeTruthy();
  });

  it('exports the record as CSV through the staff session, offered as a download link', async () => {
    await recordShipped();
    await signedInStaffer(api, 'compliance');
    renderAt('/staff/disposition');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const link = await screen.findByRole('link', { name: 'Download disposition-record.csv' });
    expect(link.getAttribute('href')).toMatch(/^blob:/);
    expect(link.getAttribute('download')).toBe('disposition-record.csv');
    const [exported] = api.calls('GET', '/staff/disposition/export.csv');
    expect(exported?.headers.authorization).toMatch(/^Bearer stf_/);
  });
});
