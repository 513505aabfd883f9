/**
 * How the evaluator reads a cart (issue 30): where each line is checked (the dealer for an FFL
 * line), what a missing date of birth does, effective dates, city (zip) rules, the products' own
 * restricted lists, and the time it takes.
 */
import type { ComplianceAttributes } from 'shared-contracts/domain/compliance';
import { describe, expect, it } from 'vitest';
import { ageOn, buyersToday } from '../../src/modules/compliance/age';
import { type ComplianceLine, evaluateLines, PRODUCT_LIST_RULE_ID } from '../../src/modules/compliance/evaluate';
import type { RuleSet } from '../../src/modules/compliance/rule-types';
import { CURRENT_RULE_SET } from '../../src/modules/compliance/rules/index';

const TODAY = '2026-11-27';
const MONTANA = { state: 'MT', zip: '59715' };
const CALIFORNIA = { state: 'CA', zip: '90012' };
const rifle: ComplianceAttributes = { itemClass: 'long-gun', magazineCapacity: 4 };
const sentinel15: ComplianceAttributes = { itemClass: 'handgun', magazineCapacity: 15, rosterStatus: 'not-listed' };
const handgunAmmo: ComplianceAttributes = { itemClass: 'ammunition', ammunitionClass: 'handgun' };
const line = (id: number, attributes: ComplianceAttributes, extra: Partial<ComplianceLine<number>> = {}) => ({
  id,
  attributes,
  isFflItem: ['long-gun', 'handgun', 'receiver', 'nfa-item'].includes(attributes.itemClass),
  ...extra,
});

describe('the evaluator', () => {
  it('refuses handgun ammunition to a buyer born 19 years ago, while a rifle to an FFL dealer goes through', () => {
    const result = evaluateLines(
      [line(1, handgunAmmo), line(2, rifle)],
      { shipTo: MONTANA, dealer: MONTANA },
      { dateOfBirth: '2007-11-01' },
      { today: TODAY },
    );
    expect(result.ruleSetVersion).toBe(CURRENT_RULE_SET.version);
    expect(result.lines[0]).toMatchObject({ id: 1, allowed: false, refusals: [{ ruleId: 'us-minimum-age-21' }] });
    expect(result.lines[0]?.refusals[0]?.reason).toContain('the buyer is 19');
    expect(result.lines[1]).toEqual({ id: 2, allowed: true, refusals: [] });
  });

  it('refuses an age-classed line without a date of birth, asking for it; an accessory needs none', () => {
    const result = evaluateLines(
      [line(1, rifle), line(2, { itemClass: 'accessory' })],
      { shipTo: MONTANA, dealer: MONTANA },
      {},
      { today: TODAY },
    );
    expect(result.lines[0]?.refusals).toEqual([
      {
        ruleId: 'us-minimum-age-18',
        source: expect.objectContaining({ citation: '18 U.S.C. § 922(b)(1)' }),
        reason:
          'Enter your date of birth: Federal law sets a minimum age of 18 for rifles and shotguns (18 U.S.C. § 922(b)(1))',
        needs: 'dateOfBirth',
      },
    ]);
    expect(result.lines[1]?.allowed).toBe(true);
  });

  it("checks an FFL line at the dealer's state, not the buyer's: a 15-round Sentinel to a California dealer is refused twice", () => {
    const toCaDealer = evaluateLines(
      [line(1, sentinel15)],
      { shipTo: MONTANA, dealer: CALIFORNIA },
      { dateOfBirth: '1980-01-01' },
      { today: TODAY },
    );
    expect(toCaDealer.lines[0]?.refusals.map((r) => r.reason)).toEqual([
      'California limits magazines to 10 rounds (Cal. Penal Code § 32310): this one comes with 15-round magazines',
      'California sells only handguns on its roster of handguns certified for sale (Cal. Penal Code § 32000): this one is not listed',
    ]);
    const californianToMontanaDealer = evaluateLines(
      [line(1, sentinel15)],
      { shipTo: CALIFORNIA, dealer: MONTANA },
      { dateOfBirth: '1980-01-01' },
      { today: TODAY },
    );
    expect(californianToMontanaDealer.lines[0]?.allowed).toBe(true);
  });

  it('lets ammunition go through a dealer in a licensed-vendor state, never to a home there', () => {
    const adult = { dateOfBirth: '1980-01-01' };
    const home = evaluateLines([line(1, handgunAmmo)], { shipTo: CALIFORNIA }, adult, { today: TODAY });
    expect(home.lines[0]?.refusals.map((r) => r.ruleId)).toEqual(['ca-ammunition-vendor']);
    const viaDealer = evaluateLines(
      [line(1, handgunAmmo, { isFflItem: true })],
      { shipTo: CALIFORNIA, dealer: CALIFORNIA },
      adult,
      { today: TODAY },
    );
    expect(viaDealer.lines[0]?.allowed).toBe(true);
  });

  it('sells dual-use ammunition (e.g. .22 LR) at 18; a 17-round magazine is legal in Delaware, an 18-round one is not', () => {
    const dualUse: ComplianceAttributes = { itemClass: 'ammunition', ammunitionClass: 'dual-use' };
    const at18 = evaluateLines(
      [line(1, dualUse)],
      { shipTo: MONTANA },
      { dateOfBirth: '2008-11-27' },
      { today: TODAY },
    );
    expect(at18.lines[0]?.allowed).toBe(true);
    const de = { state: 'DE', zip: '19901' };
    const mags = evaluateLines(
      [
        line(1, { itemClass: 'magazine', magazineCapacity: 17 }),
        line(2, { itemClass: 'magazine', magazineCapacity: 18 }),
      ],
      { shipTo: de },
      {},
      { today: TODAY },
    );
    expect(mags.lines.map((l) => l.allowed)).toEqual([true, false]);
  });

  it('applies a rule from its effective date only, and a city rule to its zips only', () => {
    const cityRule: RuleSet = {
      version: 'test',
      reviewedOn: TODAY,
      rules: [
        {
          id: 'springfield-magazine-capacity',
          kind: 'magazine-capacity',
          reads: ['magazineCapacity'],
          jurisdiction: { kind: 'zips', zips: ['62701'] },
          jurisdictionName: 'Springfield',
          maxRounds: 12,
          platforms: ['handgun', 'long-gun'],
          source: { citation: 'Springfield Code § 1', url: 'https://example.gov/code' },
          effectiveFrom: '2027-01-01',
          status: 'in-force',
        },
      ],
    };
    const mag = line(1, { itemClass: 'magazine', magazineCapacity: 15 });
    const inCity = { shipTo: { state: 'IL', zip: '627 01-1234' } };
    expect(evaluateLines([mag], inCity, {}, { ruleSet: cityRule, today: TODAY }).lines[0]?.allowed).toBe(true);
    const later = evaluateLines([mag], inCity, {}, { ruleSet: cityRule, today: '2027-01-01' });
    expect(later.lines[0]?.refusals[0]?.reason).toBe(
      'Springfield limits magazines to 12 rounds (Springfield Code § 1): this one holds 15',
    );
    const outside = evaluateLines(
      [mag],
      { shipTo: { state: 'IL', zip: '62702' } },
      {},
      { ruleSet: cityRule, today: '2027-01-01' },
    );
    expect(outside.lines[0]?.allowed).toBe(true);
  });

  it("keeps the product's own restricted states and zips as an extra source", () => {
    const listed = line(1, { itemClass: 'accessory' }, { restrictedStates: ['MT'], restrictedZips: ['606'] });
    const result = evaluateLines([listed], { shipTo: MONTANA }, {}, { today: TODAY });
    expect(result.lines[0]?.refusals).toEqual([
      expect.objectContaining({
        ruleId: PRODUCT_LIST_RULE_ID,
        reason: expect.stringContaining('not sold to this address'),
      }),
    ]);
    const chicago = evaluateLines([listed], { shipTo: { state: 'IL', zip: '60601' } }, {}, { today: TODAY });
    expect(chicago.lines[0]?.refusals.map((r) => r.ruleId)).toEqual([PRODUCT_LIST_RULE_ID]);
  });

  it('counts age in whole years (a 29 February birthday turns over on 1 March)', () => {
    expect(ageOn('2005-11-27', '2026-11-27')).toBe(21);
    expect(ageOn('2005-11-28', '2026-11-27')).toBe(20);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });

  it("takes the buyer's today in Hawaii, and turns the date at Hawaii's midnight however it is asked", () => {
    // Midnight in Honolulu (UTC-10) is 10:00 UTC.
    const at = (iso: string) => new Date(iso);
    expect(buyersToday(at('2026-11-28T09:59:59.999Z'))).toBe('2026-11-27');
    expect(buyersToday(at('2026-11-28T10:00:00.000Z'))).toBe('2026-11-28');
    expect(buyersToday(at('2026-11-28T09:59:30.000Z'))).toBe('2026-11-27');
    expect(buyersToday(at('2026-11-28T10:00:59.999Z'))).toBe('2026-11-28');
    expect(buyersToday(at('2026-11-28T09:59:00.000Z'))).toBe('2026-11-27');
    // Far from the last call, before and after it.
    expect(buyersToday(at('2027-03-01T09:59:59.000Z'))).toBe('2027-02-28');
    expect(buyersToday(at('2025-12-31T23:00:00.000Z'))).toBe('2025-12-31');
    expect(buyersToday(at('2026-01-01T10:00:00.000Z'))).toBe('2026-01-01');
  });
});
