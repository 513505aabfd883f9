/**
 * Firearms compliance (issue 30): what a product IS, as far as the law asks, and what an evaluation
 * of a cart's lines answers. The rules themselves are data in the API (modules/compliance/rules/);
 * these are the shapes both sides of the wire read.
 */

/** What an item is, as the federal age classes and the state rules sort it. */
export const ITEM_CLASSES = [
  'long-gun',
  'handgun',
  'receiver',
  'ammunition',
  'magazine',
  'nfa-item',
  'accessory',
] as const;
export type ItemClass = (typeof ITEM_CLASSES)[number];

/**
 * Which firearms a cartridge is for. `dual-use` (e.g. .22 LR) fits rifles and handguns alike: ATF
 * lets it be sold at 18 (27 CFR 478.99(b) as ATF reads it), so it is age-classed like long-gun ammunition.
 */
export const AMMUNITION_CLASSES = ['long-gun', 'handgun', 'dual-use'] as const;
export type AmmunitionClass = (typeof AMMUNITION_CLASSES)[number];

/** The firearm type a magazine feeds (some states limit handgun and long-gun magazines differently). */
export const MAGAZINE_PLATFORMS = ['handgun', 'long-gun'] as const;
export type MagazinePlatform = (typeof MAGAZINE_PLATFORMS)[number];

/** The National Firearms Act's kinds (26 U.S.C. 5845). */
export const NFA_KINDS = [
  'suppressor',
  'short-barrelled-rifle',
  'short-barrelled-shotgun',
  'machine-gun',
  'any-other-weapon',
  'destructive-device',
] as const;
export type NfaKind = (typeof NFA_KINDS)[number];

/** California's handgun roster (Cal. Penal Code § 32015): listed, not listed, or exempt from it (§ 32100 ff.). */
export const ROSTER_STATUSES = ['listed', 'not-listed', 'exempt'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

/** The attributes of a sku that the rules read (catalog_skus' compliance columns). */
export interface ComplianceAttributes {
  itemClass: ItemClass;
  /** Ammunition only. */
  ammunitionClass?: AmmunitionClass | null;
  /** A magazine's capacity, or that of the magazines a firearm is sold with (rounds). */
  magazineCapacity?: number | null;
  /** A magazine's platform; a firearm's is its own class. */
  magazinePlatform?: MagazinePlatform | null;
  /** NFA items only. */
  nfaKind?: NfaKind | null;
  /** Handguns: California roster status. */
  rosterStatus?: RosterStatus | null;
  /**
   * Firearms: the model's serial number format as marked, `#` a digit, `@` a letter, anything else
   * itself (e.g. `HA-BR-######`). Shipments check each serial against it (issue 30).
   */
  serialFormat?: string | null;
  /** Firearms: the calibre the disposition record names when no sku option says it. */
  caliber?: string | null;
}

/** Whether `serial` (normalised: trimmed, upper case) is of the model's `format` (see serialFormat). */
export function matchesSerialFormat(serial: string, format: string): boolean {
  if (serial.length !== format.length) return false;
  for (let i = 0; i < format.length; i++) {
    const want = format[i] as string;
    const got = serial[i] as string;
    if (want === '#' ? !/[0-9]/.test(got) : want === '@' ? !/[A-Z]/.test(got) : want.toUpperCase() !== got)
      return false;
  }
  return true;
}

/** A serial as recorded: trimmed and upper case. */
export const normaliseSerial = (serial: string) => serial.trim().toUpperCase();

/** Where the law of a rule applies: everywhere (federal), in listed states, or in listed zips (a city). */
export type Jurisdiction =
  | { kind: 'federal' }
  | { kind: 'states'; states: string[] }
  | { kind: 'zips'; zips: string[] };

/** The statute or official page a rule comes from. */
export interface RuleSource {
  /** e.g. 'Cal. Penal Code § 32310' */
  citation: string;
  /** The official page (every rule of the rule set has one; a product's own hand-kept list does not). */
  url?: string;
}

/** Why one line was refused: the rule, where it comes from, and the reason in words. */
export interface LineRefusal {
  ruleId: string;
  source: RuleSource;
  /** e.g. 'California limits magazines to 10 rounds (Cal. Penal Code § 32310)' */
  reason: string;
  /** Set when the refusal can be lifted by the buyer: the date of birth is missing. */
  needs?: 'dateOfBirth';
}

export interface LineVerdict<Id = string | number> {
  id: Id;
  allowed: boolean;
  refusals: LineRefusal[];
}

export interface ComplianceEvaluation<Id = string | number> {
  /** The rule set's version, stored on each order line. */
  ruleSetVersion: string;
  lines: LineVerdict<Id>[];
}
