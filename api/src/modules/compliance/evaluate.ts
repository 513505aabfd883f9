/**
 * The evaluator (issue 30): every line of a cart against every rule of a rule set, for the line's
 * destination (the dealer for an FFL line, else the ship-to address) and the buyer's attested date
 * of birth. Pure: no I/O, no clock unless `today` is left out; the same answer in the browser's
 * pre-check (POST /Compliance/evaluate) and in the order transaction.
 *
 * The product's own hand-kept restricted states and zips (the seeds' lists) stay an extra source:
 * a line they block is refused as `product-restricted-list`, with the very check the cart uses.
 */
import type {
  ComplianceAttributes,
  ComplianceEvaluation,
  LineRefusal,
  LineVerdict,
  MagazinePlatform,
} from 'shared-contracts/domain/compliance';
import { normalizeZip } from 'shared-contracts/domain/zip';
import { type Place, restrictedItemIds } from '../cart/index';
import { ageOn, buyersToday } from './age';
import {
  ammunitionVendorReason,
  magazineReason,
  minimumAgeReason,
  nfaBanReason,
  nfaSotDealerReason,
  placeName,
  rosterReason,
} from './reasons';
import type { ComplianceRule, MinimumAgeRule, RuleSet } from './rule-types';
import { CURRENT_RULE_SET } from './rules/index';

export interface ComplianceLine<Id> {
  id: Id;
  attributes: ComplianceAttributes;
  /** Goes to the FFL dealer (evaluated at the dealer's address when one is given). */
  isFflItem: boolean;
  restrictedStates?: string[];
  restrictedZips?: string[];
}

export interface ComplianceDestination {
  shipTo: Place;
  /** The FFL dealer's address, for FFL lines, and whether it pays the SOT (a directory dealer's status). */
  dealer?: (Place & { sot?: boolean }) | null;
}

export interface ComplianceBuyer {
  /** YYYY-MM-DD, attested by the buyer; absent: an age-classed line is refused, asking for it. */
  dateOfBirth?: string | null;
}

export interface EvaluateOptions {
  ruleSet?: RuleSet;
  /** YYYY-MM-DD; the buyer's today (age.ts) when left out. */
  today?: string;
}

export const PRODUCT_LIST_RULE_ID = 'product-restricted-list';

const PRODUCT_LIST_SOURCE = { citation: "the product's own list of restricted states and zip codes" };

interface Target {
  state: string;
  zip5: string;
  /** The line goes to a licensed dealer, not to a home. */
  toDealer: boolean;
  /** ...and that dealer is known to pay the Special Occupational Tax. */
  toSotDealer: boolean;
}

function appliesAt(rule: ComplianceRule, target: Target, today: string): boolean {
  if (today < rule.effectiveFrom) return false;
  if (rule.effectiveUntil !== undefined && today >= rule.effectiveUntil) return false;
  const where = rule.jurisdiction;
  if (where.kind === 'federal') return true;
  if (where.kind === 'states') return where.states.includes(target.state);
  return target.zip5 !== '' && where.zips.includes(target.zip5);
}

function isAgeClassed(rule: MinimumAgeRule, item: ComplianceAttributes): boolean {
  if (!rule.itemClasses.includes(item.itemClass)) return false;
  if (item.itemClass !== 'ammunition' || !rule.ammunitionClasses) return true;
  // Ammunition of no known class is taken as handgun ammunition: the stricter age.
  return rule.ammunitionClasses.includes(item.ammunitionClass ?? 'handgun');
}

/** The platform whose magazine limit applies to an item, or null when none does. */
function magazinePlatformOf(item: ComplianceAttributes): MagazinePlatform | 'any' | null {
  if (item.magazineCapacity == null) return null;
  if (item.itemClass === 'magazine') return item.magazinePlatform ?? 'any';
  if (item.itemClass === 'handgun') return 'handgun';
  if (item.itemClass === 'long-gun') return 'long-gun';
  return null;
}

/** The refusal by one rule of one item at one target, or null when the rule lets it through. */
function refusalBy(
  rule: ComplianceRule,
  item: ComplianceAttributes,
  target: Target,
  buyerAge: number | null,
): LineRefusal | null {
  const place = placeName(rule, target.state);
  const refuse = (reason: string, needs?: 'dateOfBirth'): LineRefusal => ({
    ruleId: rule.id,
    source: rule.source,
    reason,
    ...(needs ? { needs } : {}),
  });
  switch (rule.kind) {
    case 'minimum-age': {
      if (!isAgeClassed(rule, item)) return null;
      if (buyerAge === null) return refuse(minimumAgeReason(rule, place, item, 'missing'), 'dateOfBirth');
      return buyerAge < rule.minimumAge ? refuse(minimumAgeReason(rule, place, item, { age: buyerAge })) : null;
    }
    case 'magazine-capacity': {
      const platform = magazinePlatformOf(item);
      if (platform === null || (item.magazineCapacity ?? 0) <= rule.maxRounds) return null;
      if (platform !== 'any' && !rule.platforms.includes(platform)) return null;
      return refuse(magazineReason(rule, place, item));
    }
    case 'handgun-roster':
      if (item.itemClass !== 'handgun') return null;
      return rule.allowedStatuses.includes(item.rosterStatus ?? 'not-listed')
        ? null
        : refuse(rosterReason(rule, place));
    case 'nfa-ban':
      if (item.itemClass !== 'nfa-item' || !item.nfaKind || !rule.bannedKinds.includes(item.nfaKind)) return null;
      return refuse(nfaBanReason(rule, place));
    case 'nfa-sot-dealer':
      // Without a dealer yet (the browser's pre-check) nothing is refused: the order needs one.
      if (item.itemClass !== 'nfa-item' || !item.nfaKind || !rule.kinds.includes(item.nfaKind)) return null;
      return !target.toDealer || target.toSotDealer ? null : refuse(nfaSotDealerReason(rule, place));
    case 'ammunition-via-licensed-vendor':
      if (item.itemClass !== 'ammunition' || target.toDealer) return null;
      if (item.ammunitionClass && !rule.ammunitionClasses.includes(item.ammunitionClass)) return null;
      return refuse(ammunitionVendorReason(rule, place));
  }
}

function targetOf(line: { isFflItem: boolean }, destination: ComplianceDestination): Target {
  const toDealer = line.isFflItem && destination.dealer != null;
  const place = toDealer && destination.dealer ? destination.dealer : destination.shipTo;
  return {
    state: place.state.trim().toUpperCase(),
    zip5: normalizeZip(place.zip).slice(0, 5),
    toDealer,
    toSotDealer: toDealer && destination.dealer?.sot === true,
  };
}

export function evaluateLines<Id>(
  lines: ComplianceLine<Id>[],
  destination: ComplianceDestination,
  buyer: ComplianceBuyer,
  options: EvaluateOptions = {},
): ComplianceEvaluation<Id> {
  const ruleSet = options.ruleSet ?? CURRENT_RULE_SET;
  const today = options.today ?? buyersToday();
  const buyerAge = buyer.dateOfBirth ? ageOn(buyer.dateOfBirth, today) : null;
  const verdicts: LineVerdict<Id>[] = lines.map((line) => {
    const target = targetOf(line, destination);
    const refusals: LineRefusal[] = [];
    for (const rule of ruleSet.rules) {
      if (!appliesAt(rule, target, today)) continue;
      const refusal = refusalBy(rule, line.attributes, target, buyerAge);
      if (refusal) refusals.push(refusal);
    }
    const handListed = restrictedItemIds(
      [
        {
          id: 0,
          isFflItem: line.isFflItem,
          restrictedStates: line.restrictedStates ?? [],
          restrictedZips: line.restrictedZips ?? [],
        },
      ],
      destination.shipTo,
      destination.dealer,
    );
    if (handListed.length > 0) {
      refusals.push({
        ruleId: PRODUCT_LIST_RULE_ID,
        source: PRODUCT_LIST_SOURCE,
        reason: `This product is not sold to this address (${PRODUCT_LIST_SOURCE.citation})`,
      });
    }
    return { id: line.id, allowed: refusals.length === 0, refusals };
  });
  return { ruleSetVersion: ruleSet.version, lines: verdicts };
}

/**
 * The highest minimum age among the rules that age-class these lines at their destinations, or null
 * when no line has an age class: what the age verification provider is asked to confirm.
 */
export function minimumAgeFor<Id>(
  lines: ComplianceLine<Id>[],
  destination: ComplianceDestination,
  options: EvaluateOptions = {},
): number | null {
  const ruleSet = options.ruleSet ?? CURRENT_RULE_SET;
  const today = options.today ?? buyersToday();
  let highest: number | null = null;
  for (const line of lines) {
    const target = targetOf(line, destination);
    for (const rule of ruleSet.rules) {
      if (rule.kind !== 'minimum-age' || !appliesAt(rule, target, today) || !isAgeClassed(rule, line.attributes))
        continue;
      highest = Math.max(highest ?? 0, rule.minimumAge);
    }
  }
  return highest;
}
