/**
 * The shape of a rule set (issue 30, docs/decisions/0026): each rule is data that names the item
 * attribute it reads, where it applies, its limit or ban, the statute or official page it comes
 * from and the day it took effect. The evaluator (evaluate.ts) is the only code that interprets it.
 */
import type {
  AmmunitionClass,
  ComplianceAttributes,
  ItemClass,
  Jurisdiction,
  MagazinePlatform,
  NfaKind,
  RosterStatus,
} from 'shared-contracts/domain/compliance';

/**
 * What is known of a rule's standing when the set was written: `in-force`; `challenged` (in force,
 * but a court case against it is pending: see `note`); `uncertain` (its standing could not be
 * confirmed: applied anyway, because shipping a banned item is the worse mistake).
 */
export type LegalStatus = 'in-force' | 'challenged' | 'uncertain';

interface RuleBase {
  /** Stable id, shown with every refusal: `<jurisdiction>-<kind>`, e.g. `ca-magazine-capacity`. */
  id: string;
  /** The product attributes (ComplianceAttributes keys) the rule reads. */
  reads: Array<keyof ComplianceAttributes>;
  jurisdiction: Jurisdiction;
  /** Words for a zip jurisdiction ('Chicago'); a state's own name is used otherwise. */
  jurisdictionName?: string;
  source: { citation: string; url: string };
  /** YYYY-MM-DD: the rule applies from this day. */
  effectiveFrom: string;
  /** YYYY-MM-DD: the rule no longer applies from this day. */
  effectiveUntil?: string;
  status: LegalStatus;
  /** Why a fact is uncertain, a court case, a detail the data leaves out. */
  note?: string;
}

/** A minimum age for the item classes named (the buyer's date of birth is needed). */
export interface MinimumAgeRule extends RuleBase {
  kind: 'minimum-age';
  minimumAge: number;
  itemClasses: ItemClass[];
  /** For `ammunition` among itemClasses: only these ammunition classes. */
  ammunitionClasses?: AmmunitionClass[];
}

/** Magazines (and firearms sold with one) above `maxRounds` may not go there. */
export interface MagazineCapacityRule extends RuleBase {
  kind: 'magazine-capacity';
  maxRounds: number;
  /** The platforms the limit covers (Hawaii: handgun magazines only). */
  platforms: MagazinePlatform[];
}

/** Handguns must be on the roster (or exempt from it). */
export interface HandgunRosterRule extends RuleBase {
  kind: 'handgun-roster';
  allowedStatuses: RosterStatus[];
  rosterName: string;
}

/** NFA items of these kinds may not be sold there. */
export interface NfaBanRule extends RuleBase {
  kind: 'nfa-ban';
  bannedKinds: NfaKind[];
  /** Words for the ban's subject: 'suppressors'. */
  subject: string;
}

/**
 * NFA items of these kinds may go only to an FFL dealer who pays the Special Occupational Tax (SOT),
 * who holds them until ATF approves the buyer's transfer (Form 4). Another destination is refused.
 */
export interface NfaSotDealerRule extends RuleBase {
  kind: 'nfa-sot-dealer';
  kinds: NfaKind[];
  /** Words for the subject: 'NFA items'. */
  subject: string;
}

/** Ammunition may be sold there only through a licensed vendor (or dealer): never shipped to a home. */
export interface AmmunitionVendorRule extends RuleBase {
  kind: 'ammunition-via-licensed-vendor';
  ammunitionClasses: AmmunitionClass[];
  /** The requirement in words, after the jurisdiction's name: 'requires ... (citation)'. */
  requirement: string;
}

export type ComplianceRule =
  | MinimumAgeRule
  | MagazineCapacityRule
  | HandgunRosterRule
  | NfaBanRule
  | NfaSotDealerRule
  | AmmunitionVendorRule;

export interface RuleSet {
  /** Stored on each order line: which rules an order was checked against. */
  version: string;
  /** When the facts were last checked (YYYY-MM-DD). */
  reviewedOn: string;
  rules: ComplianceRule[];
}
