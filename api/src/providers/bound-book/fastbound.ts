/**
 * FastBound, an eBound service (an electronic A&D record as ATF Ruling 2016-1 allows), chosen by
 * DISPOSITION_BOOK=fastbound (settings.ts). It records the disposition of a firearm that is already
 * in the account's inventory (its acquisition, e.g. the shop's own manufacture, was booked in
 * FastBound first): a disposition names FastBound's item id, never a description of the firearm
 * (accounts-swagger.json: `CreateFullDispositionItemRequestModel` is `{ id, price }` only). So the
 * shop's serial is looked up, and the firearm's description comes from FastBound's own record.
 *
 * The flow for one entry, each step from FastBound/skills skills/fastbound-api/swagger/accounts-swagger.json
 * (the account API's OpenAPI description) unless said otherwise:
 *   1. GET  Items?serial=…                 the item: `id`, `serial`, `manufacturer`, `status.id`
 *      (1 Available, 2 Pending Disposal, 3 Disposed, 4 Deleted: the `status` parameter's description),
 *      `dispositionId`, `dispositionExternalId`.
 *   2. GET  Contacts?fflNumber=…           the receiving licensee, if FastBound knows it (`contacts[].id`).
 *   3. POST Dispositions/CreateAsPending   `{ requestType: 'Regular', externalId, date, type, note,
 *      contactId | contact: { fflNumber, lookupFFL, licenseName, premiseAddress1, premiseCity,
 *      premiseState, premiseZipCode, premiseCountry }, items: [{ id }] }` → 200 `{ id, … }`.
 *   4. POST Dispositions/{id}/Commit       → 204.
 * Pending then commit, not Dispositions/CreateAndCommit: CreateAndCommit ignores `externalId` (its
 * schema says so), so a retry after a lost answer could not be recognised. Here the entry's external
 * id is stored on the disposition, and step 1 shows it on the item: an item already disposed under
 * it answers that disposition's id without writing; one pending disposal under it is only committed.
 * The same find-the-contact, create-pending, add-items, commit order is FastBound's "inter-FFL
 * transfer" workflow (FastBound/skills references/dispositions.md), which also says to commit only
 * once the firearm has left: the pass runs after the shipment (carrier and tracking number) is recorded.
 * Field names agree with ammoready/fastbound-ruby lib/fastbound-ruby/disposition.rb and contact.rb.
 *
 * Not verified by these sources: that `dispositionExternalId` on an item is the external id of the
 * disposition holding it (its name says so), and that the item's `status.id` counts as the `status`
 * parameter does (the schema gives only `{ id, name }`); that Items lists disposed items when no
 * `status` is given (if not, a retry after a lost commit is refused as "not in inventory": no double
 * disposal); that `Sale` is in the account's disposition types (a per-account list, GET
 * SmartLists/DisposeType; `Sale` is FastBound/skills' example, so it is a setting); and whether an
 * inline contact needs `fflExpires` when `lookupFFL` is set (references/contacts.md lists it as
 * required; the shop's entry does not carry the licence's expiry). A refusal is kept on the submission.
 */
import type { BoundBook, BoundBookDisposition } from './book';
import { BoundBookRefusedError, BoundBookUnavailableError } from './book';
import { callFastBound, type FastBoundAccount } from './fastbound-http';

export interface FastBoundSettings extends FastBoundAccount {
  /** The disposition type, one of the account's Dispose Type list (default `Sale`). */
  disposeType?: string;
}

/** FastBound's item statuses (accounts-swagger.json, GET Items, parameter `status`). */
const AVAILABLE = 1;
const PENDING_DISPOSAL = 2;
const DISPOSED = 3;
const DELETED = 4;

interface FastBoundItem {
  id?: string;
  serial?: string | null;
  manufacturer?: string | null;
  status?: { id?: number } | null;
  dispositionId?: string | null;
  dispositionExternalId?: string | null;
}

export class FastBoundBook implements BoundBook {
  readonly name = 'fastbound';

  constructor(private readonly settings: FastBoundSettings) {}

  async dispose(entry: BoundBookDisposition): Promise<{ externalId: string }> {
    const externalId = `disposition-${entry.entryId}`;
    const fflNumber = entry.party.fflNumber;
    if (!fflNumber) {
      throw new BoundBookRefusedError(
        'FastBound takes a disposition to a licensee here; one to a non-licensee goes through a Form 4473 in FastBound',
      );
    }
    const item = await this.itemFor(entry, externalId);
    if (item.ours) {
      // A retry whose earlier attempt got this far before its answer was lost.
      if (item.ours.pending) await this.commit(item.ours.dispositionId);
      return { externalId: item.ours.dispositionId };
    }
    const contactId = await this.contactIdFor(fflNumber);
    const created = (await callFastBound(this.settings, {
      method: 'POST',
      path: 'Dispositions/CreateAsPending',
      doing: 'creating the pending disposition',
      body: {
        requestType: 'Regular',
        externalId,
        date: entry.date,
        type: this.settings.disposeType ?? 'Sale',
        note: entry.orderId === null ? undefined : `Halvorsen Arms order ${entry.orderId}`,
        ...(contactId ? { contactId } : { contact: inlineContact(entry.party, fflNumber) }),
        items: [{ id: item.id }],
      },
    })) as { id?: unknown } | undefined;
    // Without the id the next pass finds the item pending under our external id and commits it.
    if (typeof created?.id !== 'string') {
      throw new BoundBookUnavailableError('FastBound created the pending disposition without answering its id');
    }
    await this.commit(created.id);
    return { externalId: created.id };
  }

  /**
   * The entry's firearm in FastBound: the one already on this entry's disposition (a retry), else the
   * one available of this serial (and of this manufacturer if several are).
   */
  private async itemFor(
    entry: BoundBookDisposition,
    externalId: string,
  ): Promise<{ id: string; ours?: { dispositionId: string; pending: boolean } }> {
    const answer = (await callFastBound(this.settings, {
      method: 'GET',
      path: 'Items',
      query: { serial: entry.serial },
      doing: `looking up serial ${entry.serial}`,
    })) as { items?: FastBoundItem[] } | undefined;
    const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toUpperCase() === b.trim().toUpperCase();
    const items = (answer?.items ?? []).filter(
      (item) => typeof item.id === 'string' && same(item.serial, entry.serial) && item.status?.id !== DELETED,
    );
    const ours = items.find(
      (item) =>
        item.dispositionExternalId === externalId &&
        typeof item.dispositionId === 'string' &&
        (item.status?.id === PENDING_DISPOSAL || item.status?.id === DISPOSED),
    );
    if (ours) {
      const dispositionId = ours.dispositionId as string;
      return { id: ours.id as string, ours: { dispositionId, pending: ours.status?.id === PENDING_DISPOSAL } };
    }
    let available = items.filter((item) => item.status?.id === AVAILABLE);
    if (available.length > 1) available = available.filter((item) => same(item.manufacturer, entry.manufacturer));
    if (available.length === 1) return { id: available[0]?.id as string };
    if (available.length > 1) {
      throw new BoundBookRefusedError(
        `FastBound has ${available.length} items in inventory with serial ${entry.serial}`,
      );
    }
    const gone = items.some((item) => item.status?.id === DISPOSED || item.status?.id === PENDING_DISPOSAL);
    throw new BoundBookRefusedError(
      gone
        ? `FastBound has serial ${entry.serial} on another disposition already`
        : `Serial ${entry.serial} is not in FastBound's inventory (its acquisition must be booked there first)`,
    );
  }

  /** FastBound's contact for this licence number, if it has one. */
  private async contactIdFor(fflNumber: string): Promise<string | undefined> {
    const answer = (await callFastBound(this.settings, {
      method: 'GET',
      path: 'Contacts',
      query: { fflNumber },
      doing: 'looking up the receiving licensee',
    })) as { contacts?: Array<{ id?: unknown; fflNumber?: string | null }> } | undefined;
    const digits = (value: string | null | undefined) => (value ?? '').replace(/[^0-9A-Z]/gi, '').toUpperCase();
    const found = answer?.contacts?.find((contact) => digits(contact.fflNumber) === digits(fflNumber));
    return typeof found?.id === 'string' ? found.id : undefined;
  }

  private async commit(dispositionId: string): Promise<void> {
    await callFastBound(this.settings, {
      method: 'POST',
      path: `Dispositions/${encodeURIComponent(dispositionId)}/Commit`,
      body: {},
      doing: 'committing the disposition',
    });
  }
}

/**
 * A licensee FastBound does not know yet, created with the disposition. `lookupFFL` asks FastBound to
 * fill the licence's names, expiry and address from its directory (FFLeZ, references/contacts.md); the
 * address the shop has ("street, city, ST zip", see modules/fulfilment/dispositions.ts) is split into
 * FastBound's premise fields, or given whole as the first line when it does not read that way.
 */
function inlineContact(party: BoundBookDisposition['party'], fflNumber: string) {
  const premise = /^(.+),\s*([^,]+),\s*([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(party.address.trim());
  return {
    fflNumber,
    lookupFFL: true,
    licenseName: party.name,
    premiseAddress1: premise ? premise[1] : party.address,
    premiseCity: premise?.[2],
    premiseState: premise?.[3]?.toUpperCase(),
    premiseZipCode: premise?.[4],
    premiseCountry: 'US',
  };
}
