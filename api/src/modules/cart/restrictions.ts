/**
 * Restricted items (specification 000, section 5): an item is blocked if the state is in its
 * restrictedStates or the zip contains one of its restrictedZips, both compared normalised (the
 * first five digits, shared-contracts/domain/zip: '606 01' is '60601'). Checked against the ship-to
 * address (billing when shipping is the same, else shipping) and, for FFL items, also against
 * the dealer's address.
 */
import { normalizeZip } from 'shared-contracts/domain/zip';

export interface Restrictable {
  restrictedStates: string[];
  restrictedZips: string[];
}

export interface Place {
  state: string;
  zip: string;
}

export function isRestrictedAt(item: Restrictable, place: Place): boolean {
  const state = place.state.trim().toUpperCase();
  const zip = normalizeZip(place.zip);
  if (state && item.restrictedStates.some((s) => s.trim().toUpperCase() === state)) return true;
  return zip !== '' && item.restrictedZips.some((z) => normalizeZip(z) !== '' && zip.includes(normalizeZip(z)));
}

export interface RestrictionSubject<Id> extends Restrictable {
  id: Id;
  isFflItem: boolean;
}

/** Ids of the items that may not go to `shipTo` (or, for FFL items, to `dealer`). */
export function restrictedItemIds<Id>(items: RestrictionSubject<Id>[], shipTo: Place, dealer?: Place | null): Id[] {
  return items
    .filter(
      (item) => isRestrictedAt(item, shipTo) || (item.isFflItem && dealer != null && isRestrictedAt(item, dealer)),
    )
    .map((item) => item.id);
}
