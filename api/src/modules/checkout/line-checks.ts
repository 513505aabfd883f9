/**
 * THE step where an order's lines are checked against where they go, before anything is priced or
 * taken: FFL items need a dealer (its form valid), each address's zip must lie in its state, no
 * restricted item may go to the ship-to address (nor, for FFL items, to the dealer's), and every
 * line passes the compliance rule set (age classes, state rules; issue 30) for its destination and
 * the buyer's date of birth; when a line has an age class, the age verification provider confirms
 * the buyer's age (the attested date by default, an identity service by settings). A new rule about
 * which lines may be ordered belongs here, so every order passes it.
 */

import { ZIP_MESSAGES } from 'shared-contracts/domain/zip';
import type { CustomerInfo, DealerInfo } from 'shared-contracts/schemas/checkout';
import type { Db } from '../../platform/db/index';
import { badRequest, HttpError } from '../../platform/http-errors';
import {
  type AgeVerdict,
  AgeVerificationUnavailableError,
  type AgeVerifier,
} from '../../providers/age-verification/index';
import { type CartLines, RestrictedItemsError, restrictedItemIds } from '../cart/index';
import { assertLinesAllowed, COMPLIANCE_API_MESSAGES, minimumAgeFor } from '../compliance/index';
import { isSotDealerAt, zipBelongsToState } from '../dealers/index';
import { storeDateOfBirth } from '../users/index';
import { summaryOf, validateDealer } from './checkout-validation';
import type { OrderScope } from './order-context';
import { step } from './workflow';

/** Where the goods go: the ship-to address, and the dealer for FFL items. */
export interface Destination {
  shipTo: ShipTo;
  dealer: DealerInfo | null;
  /** The compliance rule set the lines were checked against, stored on each order line. */
  ruleSetVersion: string;
  /** An NFA line goes to an SOT dealer: the order waits for ATF's approval of the transfer (Form 4). */
  awaitsAtfApproval: boolean;
}

export type ShipTo = ReturnType<typeof shipToOf>;

export const checkOrderLines = step(
  'check the lines may go where they are sent',
  async ({
    deps,
    trx,
    owner,
    lines,
    customerInfo,
    dealerInfo,
    dateOfBirth,
  }: OrderScope & {
    lines: CartLines;
    customerInfo: CustomerInfo;
    dealerInfo: unknown;
    dateOfBirth?: string;
  }): Promise<Destination> => {
    const hasFfl = lines.items.some((item) => lines.details.get(item.sku)?.isFflItem);
    const dealer = hasFfl ? await validateDealer(dealerInfo) : null;
    await checkZipsBelongToStates(trx, customerInfo, dealer);
    const shipTo = shipToOf(customerInfo);
    checkRestrictions(lines, shipTo, dealer);
    const complianceLines = complianceLinesOf(lines);
    const destination = { shipTo, dealer: dealer ? await dealerPlaceOf(trx, dealer) : null };
    const { ruleSetVersion } = assertLinesAllowed({ lines: complianceLines, destination, dateOfBirth });
    const minimumAge = minimumAgeFor(complianceLines, destination);
    // The rules passed the attested date (an age-classed line without one was refused above).
    if (minimumAge !== null && dateOfBirth) {
      await verifyAge(deps.ageVerification, customerInfo, dateOfBirth, minimumAge);
    }
    // A signed-in buyer's attested date is kept on their profile (issue 30), in this transaction:
    // an order that is not placed stores nothing. The checkout fills it in next time.
    if (dateOfBirth && owner.kind === 'user') await storeDateOfBirth(trx, owner.userId, dateOfBirth);
    return { shipTo, dealer, ruleSetVersion, awaitsAtfApproval: hasNfaLine(lines) };
  },
  'nothing',
);

/**
 * Each address's zip must lie in its state (issue 13): billing, shipping when it differs, and the
 * dealer's. Checked in the order transaction on the normalised zip, against the bundled zip table.
 */
async function checkZipsBelongToStates(db: Db, info: CustomerInfo, dealer: DealerInfo | null): Promise<void> {
  const places: [field: string, zip: string, state: string][] = [['customerInfo.zip', info.zip, info.state]];
  if (info.shippingSameAsBilling === false) {
    places.push(['customerInfo.shippingZip', info.shippingZip, info.shippingState]);
  }
  if (dealer) places.push(['dealerInfo.dealerZip', dealer.dealerZip, dealer.dealerState]);
  const errors: Record<string, string[]> = {};
  for (const [field, zip, state] of places) {
    const check = await zipBelongsToState(db, zip, state);
    if (!check.ok) errors[field] = [check.reason === 'other-state' ? ZIP_MESSAGES.otherState : ZIP_MESSAGES.unknown];
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) throw badRequest(summaryOf(fields), errors);
}

/** Restricted items may not go to the ship-to address, nor FFL items to the dealer's. */
function checkRestrictions(lines: CartLines, shipTo: ShipTo, dealer: DealerInfo | null): void {
  const blocked = restrictedItemIds(
    lines.items.map((item) => {
      const details = lines.details.get(item.sku);
      return {
        id: item.id,
        isFflItem: details?.isFflItem ?? false,
        restrictedStates: details?.restrictedStates ?? [],
        restrictedZips: details?.restrictedZips ?? [],
      };
    }),
    { state: shipTo.state, zip: shipTo.zip },
    dealer ? { state: dealer.dealerState, zip: dealer.dealerZip } : null,
  );
  if (blocked.length > 0) throw new RestrictedItemsError(blocked);
}

/**
 * Asks the age verification provider about the buyer (the billing name and address): 400 on the
 * date-of-birth field when it cannot confirm the age, 502 when it could not be asked.
 */
async function verifyAge(
  verifier: AgeVerifier,
  info: CustomerInfo,
  dateOfBirth: string,
  minimumAge: number,
): Promise<void> {
  const [firstName = '', ...rest] = info.name.trim().split(/\s+/);
  let verdict: AgeVerdict;
  try {
    verdict = await verifier.verify({
      firstName,
      lastName: rest.join(' '),
      address: { line1: info.address, city: info.city, state: info.state.toUpperCase(), zip: info.zip },
      dateOfBirth,
      minimumAge,
    });
  } catch (error) {
    if (error instanceof AgeVerificationUnavailableError) {
      throw new HttpError(502, COMPLIANCE_API_MESSAGES.ageVerificationUnavailable, { title: 'Bad Gateway' });
    }
    throw error;
  }
  if (!verdict.verified) {
    throw badRequest(COMPLIANCE_API_MESSAGES.ageNotVerified, { dateOfBirth: [COMPLIANCE_API_MESSAGES.ageNotVerified] });
  }
}

/** The dealer's place, SOT when the picker chose a directory dealer with SOT status at that zip. */
async function dealerPlaceOf(db: Db, dealer: DealerInfo) {
  const sot = dealer.dealerId ? await isSotDealerAt(db, dealer.dealerId, dealer.dealerZip) : false;
  return { state: dealer.dealerState, zip: dealer.dealerZip, sot };
}

function hasNfaLine(lines: CartLines): boolean {
  return lines.items.some((item) => lines.details.get(item.sku)?.compliance.itemClass === 'nfa-item');
}

/** Each line with its sku's compliance attributes, as the cart's line read (cart_lines) answered them. */
function complianceLinesOf(lines: CartLines) {
  return lines.items.flatMap((item) => {
    const details = lines.details.get(item.sku);
    // readCartLines answered 409 for a sku no longer sold: every line has its details here.
    if (!details) return [];
    return [
      {
        id: item.id,
        sku: item.sku,
        attributes: details.compliance,
        isFflItem: details.isFflItem,
        restrictedStates: details.restrictedStates,
        restrictedZips: details.restrictedZips,
      },
    ];
  });
}

/** The billing address, or the shipping one when the shopper gave a different one. */
function shipToOf(info: CustomerInfo) {
  const same = info.shippingSameAsBilling !== false;
  return {
    name: same ? info.name : info.shippingName || info.name,
    company: same ? info.company : info.shippingCompany,
    phone: same ? info.mainContact : info.addressContact || info.mainContact,
    address: same ? info.address : info.shippingAddress,
    city: same ? info.city : info.shippingCity,
    state: (same ? info.state : info.shippingState).toUpperCase(),
    zip: same ? info.zip : info.shippingZip,
    country: 'US',
  };
}
