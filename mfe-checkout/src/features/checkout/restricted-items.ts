/**
 * Restricted items (000, section 5): an item is blocked if the state is in its restrictedStates or
 * the zip contains one of its restrictedZips, both normalised first (the first five digits: '606 01'
 * is '60601'), as the server compares them. The check uses the billing address when shipping is
 * the same, else the shipping address, and also the dealer address for FFL items.
 */
import type { CartItem } from 'shared-contracts';
import { normalizeZip } from 'shared-contracts/domain/zip';
import { regionToStateCode } from 'shared-contracts/schemas/form-texts';

export interface RestrictionAddress {
  state: string;
  zip: string;
}

export interface RestrictionCheckInput {
  billing: RestrictionAddress;
  shipping: RestrictionAddress;
  shippingSameAsBilling: boolean;
  /** The dealer's address, when the cart holds FFL items. */
  dealer?: RestrictionAddress | null;
}

function stateCode(value: string): string {
  return regionToStateCode(value) ?? value.trim().toUpperCase();
}

export function isBlockedAt(
  item: Pick<CartItem, 'restrictedStates' | 'restrictedZips'>,
  address: RestrictionAddress,
): boolean {
  const state = stateCode(address.state);
  const zip = normalizeZip(address.zip);
  const stateBlocked =
    state !== '' && (item.restrictedStates ?? []).some((restricted) => stateCode(restricted) === state);
  const zipBlocked =
    zip !== '' &&
    (item.restrictedZips ?? []).some(
      (restricted) => normalizeZip(restricted) !== '' && zip.includes(normalizeZip(restricted)),
    );
  return stateBlocked || zipBlocked;
}

/** The items the chosen addresses block, in cart order. */
export function findRestrictedItems<Item extends CartItem>(items: Item[], input: RestrictionCheckInput): Item[] {
  const shipTo = input.shippingSameAsBilling ? input.billing : input.shipping;
  return items.filter(
    (item) => isBlockedAt(item, shipTo) || (item.isFflItem && input.dealer != null && isBlockedAt(item, input.dealer)),
  );
}
