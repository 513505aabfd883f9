/**
 * A refusal in words: '<where> <limit> (<citation>)', then what about this item breaks it. One
 * function per rule kind, so each reason is written once and reads the rule's own data.
 */
import type { ComplianceAttributes } from 'shared-contracts/domain/compliance';
import { stateName } from 'shared-contracts/domain/us-states';
import type {
  AmmunitionVendorRule,
  ComplianceRule,
  HandgunRosterRule,
  MagazineCapacityRule,
  MinimumAgeRule,
  NfaBanRule,
  NfaSotDealerRule,
} from './rule-types';

/** 'California', 'Chicago' or 'Federal law' for the rule's jurisdiction at the destination's state. */
export function placeName(rule: ComplianceRule, state: string): string {
  if (rule.jurisdiction.kind === 'federal') return 'Federal law';
  if (rule.jurisdiction.kind === 'zips') return rule.jurisdictionName ?? 'This city';
  return stateName(state);
}

const cite = (rule: ComplianceRule) => `(${rule.source.citation})`;

/** The age class of an item in words: 'handguns', 'handgun ammunition', 'frames and receivers'. */
export function ageSubject(item: ComplianceAttributes): string {
  switch (item.itemClass) {
    case 'handgun':
      return 'handguns';
    case 'long-gun':
      return 'rifles and shotguns';
    case 'receiver':
      return 'frames and receivers';
    case 'nfa-item':
      return 'NFA items';
    case 'ammunition':
      if (item.ammunitionClass === 'handgun') return 'handgun ammunition';
      if (item.ammunitionClass === 'dual-use') return 'ammunition for rifles and handguns';
      return 'rifle and shotgun ammunition';
    default:
      return 'this item';
  }
}

export function minimumAgeReason(
  rule: MinimumAgeRule,
  place: string,
  item: ComplianceAttributes,
  buyer: { age: number } | 'missing',
): string {
  const law = `${place} sets a minimum age of ${rule.minimumAge} for ${ageSubject(item)} ${cite(rule)}`;
  return buyer === 'missing' ? `Enter your date of birth: ${law}` : `${law}: the buyer is ${buyer.age}`;
}

export function magazineReason(rule: MagazineCapacityRule, place: string, item: ComplianceAttributes): string {
  const which = rule.platforms.length === 1 ? `${rule.platforms[0]} magazines` : 'magazines';
  const holds =
    item.itemClass === 'magazine'
      ? `this one holds ${item.magazineCapacity}`
      : `this one comes with ${item.magazineCapacity}-round magazines`;
  return `${place} limits ${which} to ${rule.maxRounds} rounds ${cite(rule)}: ${holds}`;
}

export function rosterReason(rule: HandgunRosterRule, place: string): string {
  return `${place} sells only handguns on its ${rule.rosterName} ${cite(rule)}: this one is not listed`;
}

export function nfaBanReason(rule: NfaBanRule, place: string): string {
  return `${place} bans ${rule.subject} ${cite(rule)}`;
}

export function nfaSotDealerReason(rule: NfaSotDealerRule, place: string): string {
  return `${place} lets ${rule.subject} go only to an FFL dealer with Special Occupational Tax (SOT) status, who holds them until ATF approves the transfer ${cite(rule)}: choose an SOT dealer`;
}

export function ammunitionVendorReason(rule: AmmunitionVendorRule, place: string): string {
  return `${place} ${rule.requirement} ${cite(rule)}: it cannot be shipped to a home address`;
}
