/**
 * Every rule of the current rule set, one row each (issue 30): the item, the destination and the
 * buyer that the rule refuses, the reason in words, and the statute the row cites; then the same
 * item one step inside the rule (allowed). A rule added to the set without a row fails the last test.
 */
import type { ComplianceAttributes } from 'shared-contracts/domain/compliance';
import { describe, expect, it } from 'vitest';
import { evaluateLines } from '../../src/modules/compliance/evaluate';
import { CURRENT_RULE_SET } from '../../src/modules/compliance/rules/index';

const TODAY = '2026-11-27';
const bornYearsAgo = (years: number) => `${2026 - years}-11-28`; // turns `years` tomorrow: still years - 1
const HOME_ZIP: Record<string, string> = {
  CA: '90012',
  CO: '80202',
  CT: '06103',
  DE: '19901',
  HI: '96813',
  IL: '62701',
  MD: '21401',
  MA: '02108',
  NJ: '08608',
  NY: '12207',
  OR: '97301',
  RI: '02903',
  VT: '05602',
  WA: '98501',
  DC: '20001',
  MT: '59715',
};

interface Row {
  rule: string;
  /** The statute the rule cites: the row's source. */
  source: string;
  item: ComplianceAttributes;
  state: string;
  dateOfBirth?: string;
  reason: string;
  /** The line goes to an FFL dealer in `state` (with or without SOT status) rather than to a home. */
  dealer?: { sot: boolean };
  /** The same item, allowed: one step inside the rule. */
  allowed: { item?: ComplianceAttributes; state?: string; dateOfBirth?: string; dealer?: { sot: boolean } };
}

const handgun = (rounds: number | null, rosterStatus: ComplianceAttributes['rosterStatus'] = 'listed') =>
  ({ itemClass: 'handgun', magazineCapacity: rounds, rosterStatus }) as ComplianceAttributes;
const magazine = (rounds: number, magazinePlatform: 'handgun' | 'long-gun' | null = null) =>
  ({ itemClass: 'magazine', magazineCapacity: rounds, magazinePlatform }) as ComplianceAttributes;
const suppressor: ComplianceAttributes = { itemClass: 'nfa-item', nfaKind: 'suppressor' };
const ammo = (ammunitionClass: 'handgun' | 'long-gun' | 'dual-use'): ComplianceAttributes => ({
  itemClass: 'ammunition',
  ammunitionClass,
});
const ADULT = '1980-01-01';

function capacityRow(rule: string, source: string, state: string, name: string, max: number, which = 'magazines'): Row {
  const platform = which.startsWith('handgun') ? 'handgun' : which.startsWith('long-gun') ? 'long-gun' : null;
  return {
    rule,
    source,
    item: magazine(max + 1, platform),
    state,
    reason: `${name} limits ${which} to ${max} rounds (${source}): this one holds ${max + 1}`,
    allowed: { item: magazine(max, platform) },
  };
}

const suppressorRow = (rule: string, source: string, state: string, name: string): Row => ({
  rule,
  source,
  item: suppressor,
  state,
  dateOfBirth: ADULT,
  reason: `${name} bans suppressors (${source})`,
  allowed: { state: 'MT' },
});

const ammoRow = (rule: string, source: string, state: string, name: string, requirement: string): Row => ({
  rule,
  source,
  item: ammo('handgun'),
  state,
  dateOfBirth: ADULT,
  reason: `${name} ${requirement} (${source}): it cannot be shipped to a home address`,
  allowed: { state: 'MT' },
});

const ROWS: Row[] = [
  {
    rule: 'us-minimum-age-21',
    source: '18 U.S.C. § 922(b)(1)',
    item: ammo('handgun'),
    state: 'MT',
    dateOfBirth: bornYearsAgo(21),
    reason: 'Federal law sets a minimum age of 21 for handgun ammunition (18 U.S.C. § 922(b)(1)): the buyer is 20',
    allowed: { dateOfBirth: '2005-11-27' },
  },
  {
    rule: 'us-minimum-age-18',
    source: '18 U.S.C. § 922(b)(1)',
    item: ammo('long-gun'),
    state: 'MT',
    dateOfBirth: bornYearsAgo(18),
    reason:
      'Federal law sets a minimum age of 18 for rifle and shotgun ammunition (18 U.S.C. § 922(b)(1)): the buyer is 17',
    allowed: { dateOfBirth: '2008-11-27' },
  },
  capacityRow('ca-magazine-capacity', 'Cal. Penal Code § 32310', 'CA', 'California', 10),
  capacityRow('co-magazine-capacity', 'Colo. Rev. Stat. § 18-12-302', 'CO', 'Colorado', 15),
  capacityRow('ct-magazine-capacity', 'Conn. Gen. Stat. § 53-202w', 'CT', 'Connecticut', 10),
  capacityRow('de-magazine-capacity', '11 Del. C. §§ 1468-1469', 'DE', 'Delaware', 17),
  capacityRow('hi-magazine-capacity', 'Haw. Rev. Stat. § 134-8(c)', 'HI', 'Hawaii', 10, 'handgun magazines'),
  capacityRow('il-magazine-capacity-handgun', '720 ILCS 5/24-1.10', 'IL', 'Illinois', 15, 'handgun magazines'),
  capacityRow('il-magazine-capacity-long-gun', '720 ILCS 5/24-1.10', 'IL', 'Illinois', 10, 'long-gun magazines'),
  capacityRow('md-magazine-capacity', 'Md. Code, Crim. Law § 4-305', 'MD', 'Maryland', 10),
  capacityRow('ma-magazine-capacity', 'Mass. Gen. Laws ch. 140, § 131M', 'MA', 'Massachusetts', 10),
  capacityRow('nj-magazine-capacity', 'N.J.S.A. 2C:39-1(y), 2C:39-9(h) (P.L. 2018, c. 39)', 'NJ', 'New Jersey', 10),
  capacityRow('ny-magazine-capacity', 'N.Y. Penal Law §§ 265.00(23), 265.36', 'NY', 'New York', 10),
  capacityRow('or-magazine-capacity', 'Oregon Ballot Measure 114 (2022), § 11', 'OR', 'Oregon', 10),
  capacityRow('ri-magazine-capacity', 'R.I. Gen. Laws § 11-47.1-3', 'RI', 'Rhode Island', 10),
  capacityRow('vt-magazine-capacity-handgun', '13 V.S.A. § 4021', 'VT', 'Vermont', 15, 'handgun magazines'),
  capacityRow('vt-magazine-capacity-long-gun', '13 V.S.A. § 4021', 'VT', 'Vermont', 10, 'long-gun magazines'),
  capacityRow('wa-magazine-capacity', 'RCW 9.41.370', 'WA', 'Washington', 10),
  capacityRow('dc-magazine-capacity', 'D.C. Code § 7-2506.01(b)', 'DC', 'District of Columbia', 10),
  {
    rule: 'ca-handgun-roster',
    source: 'Cal. Penal Code § 32000',
    item: handgun(10, 'not-listed'),
    state: 'CA',
    dateOfBirth: ADULT,
    reason:
      'California sells only handguns on its roster of handguns certified for sale (Cal. Penal Code § 32000): this one is not listed',
    allowed: { item: handgun(10, 'listed') },
  },
  suppressorRow('ca-suppressor-ban', 'Cal. Penal Code § 33410', 'CA', 'California'),
  suppressorRow('de-suppressor-ban', '11 Del. C. § 1444(a)(4)', 'DE', 'Delaware'),
  suppressorRow('hi-suppressor-ban', 'Haw. Rev. Stat. § 134-8(a)', 'HI', 'Hawaii'),
  suppressorRow('il-suppressor-ban', '720 ILCS 5/24-1(a)(6)', 'IL', 'Illinois'),
  suppressorRow('ma-suppressor-ban', 'Mass. Gen. Laws ch. 269, § 10A', 'MA', 'Massachusetts'),
  suppressorRow('nj-suppressor-ban', 'N.J.S.A. 2C:39-3(c)', 'NJ', 'New Jersey'),
  suppressorRow('ny-suppressor-ban', 'N.Y. Penal Law § 265.02(2)', 'NY', 'New York'),
  suppressorRow('ri-suppressor-ban', 'R.I. Gen. Laws § 11-47-20', 'RI', 'Rhode Island'),
  suppressorRow('dc-suppressor-ban', 'D.C. Code § 22-4514(a)', 'DC', 'District of Columbia'),
  ammoRow(
    'ca-ammunition-vendor',
    'Cal. Penal Code § 30312',
    'CA',
    'California',
    'requires ammunition to be delivered to a licensed ammunition vendor, face to face',
  ),
  ammoRow(
    'ny-ammunition-vendor',
    'N.Y. Penal Law § 400.03',
    'NY',
    'New York',
    'requires ammunition sold at a distance to be handed over by a licensed dealer or registered ammunition seller, face to face',
  ),
  ammoRow(
    'il-ammunition-licence',
    '430 ILCS 65/3(a)',
    'IL',
    'Illinois',
    "requires the buyer's FOID card to be checked for every ammunition sale, which the shop cannot do at a distance",
  ),
  ammoRow(
    'ma-ammunition-licence',
    'Mass. Gen. Laws ch. 140, § 131E',
    'MA',
    'Massachusetts',
    "requires the buyer's firearms licence to be checked for every ammunition sale, which the shop cannot do at a distance",
  ),
  ammoRow(
    'ct-ammunition-certificate',
    'Conn. Gen. Stat. § 29-38m',
    'CT',
    'Connecticut',
    "requires the buyer's permit or ammunition certificate to be checked for every ammunition sale, which the shop cannot do at a distance",
  ),
  ammoRow(
    'dc-ammunition-registrants',
    'D.C. Code § 7-2506.01(a)',
    'DC',
    'District of Columbia',
    'allows ammunition to be sold only to holders of a registration certificate, checked by a licensed dealer',
  ),
  ammoRow(
    'nj-handgun-ammunition-permit',
    'N.J.S.A. 2C:58-3.3(b)',
    'NJ',
    'New Jersey',
    "requires the buyer's firearms purchaser card or handgun permit to be shown for handgun ammunition, which the shop cannot check at a distance",
  ),
  {
    rule: 'us-nfa-sot-dealer',
    source: '27 CFR §§ 479.34, 479.84, 479.88; ATF Forms 3 and 4',
    item: suppressor,
    state: 'MT',
    dealer: { sot: false },
    dateOfBirth: ADULT,
    reason:
      'Federal law lets NFA items go only to an FFL dealer with Special Occupational Tax (SOT) status, who holds them until ATF approves the transfer (27 CFR §§ 479.34, 479.84, 479.88; ATF Forms 3 and 4): choose an SOT dealer',
    allowed: { dealer: { sot: true } },
  },
];

function evaluateOne(item: ComplianceAttributes, state: string, dateOfBirth?: string, dealer?: { sot: boolean }) {
  const zip = HOME_ZIP[state] ?? '00000';
  const [line] = evaluateLines(
    [{ id: 1, attributes: item, isFflItem: dealer !== undefined }],
    { shipTo: { state, zip }, dealer: dealer ? { state, zip, sot: dealer.sot } : null },
    { dateOfBirth },
    {
      today: TODAY,
    },
  ).lines;
  return line;
}

describe('rule set 2026-11.1: each rule refuses what it names, with its source and a reason in words', () => {
  for (const row of ROWS) {
    it(`${row.rule} (${row.source})`, () => {
      const refused = evaluateOne(row.item, row.state, row.dateOfBirth, row.dealer);
      expect(refused?.allowed).toBe(false);
      const refusal = refused?.refusals.find((r) => r.ruleId === row.rule);
      expect(refusal, JSON.stringify(refused?.refusals)).toBeDefined();
      expect(refusal?.source.citation).toBe(row.source);
      expect(refusal?.source.url).toMatch(/^https?:\/\//);
      expect(refusal?.reason).toBe(row.reason);

      const allowed = evaluateOne(
        row.allowed.item ?? row.item,
        row.allowed.state ?? row.state,
        row.allowed.dateOfBirth ?? row.dateOfBirth,
        row.allowed.dealer ?? row.dealer,
      );
      expect(allowed?.refusals.map((r) => r.ruleId)).not.toContain(row.rule);
    });
  }

  it('has a row for every rule of the set, and every rule cites a statute, an official URL and an effective date', () => {
    expect(ROWS.map((row) => row.rule).sort()).toEqual(CURRENT_RULE_SET.rules.map((rule) => rule.id).sort());
    for (const rule of CURRENT_RULE_SET.rules) {
      expect(rule.source.citation.length, rule.id).toBeGreaterThan(5);
      expect(rule.source.url, rule.id).toMatch(/^https?:\/\/[a-z0-9.-]+\.(gov|us)\//);
      expect(rule.effectiveFrom, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.reads.length, rule.id).toBeGreaterThan(0);
    }
  });
});
