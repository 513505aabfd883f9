/**
 * Rule set 2026-11.1: rule set 2026-11 and the federal rule that an NFA item goes only to an FFL
 * dealer with Special Occupational Tax (SOT) status (issue 30, NFA orders). A new version rather than
 * an edit, so an order line checked against 2026-11 still names the rules it was checked against.
 */
import type { RuleSet } from '../rule-types';
import { RULE_SET_2026_11 } from './2026-11';

export const RULE_SET_2026_11_1: RuleSet = {
  version: '2026-11.1',
  reviewedOn: '2026-11-27',
  rules: [
    ...RULE_SET_2026_11.rules,
    {
      id: 'us-nfa-sot-dealer',
      kind: 'nfa-sot-dealer',
      reads: ['itemClass', 'nfaKind'],
      jurisdiction: { kind: 'federal' },
      kinds: [
        'suppressor',
        'short-barrelled-rifle',
        'short-barrelled-shotgun',
        'machine-gun',
        'any-other-weapon',
        'destructive-device',
      ],
      subject: 'NFA items',
      source: {
        citation: '27 CFR §§ 479.34, 479.84, 479.88; ATF Forms 3 and 4',
        url: 'https://www.ecfr.gov/current/title-27/chapter-II/subchapter-B/part-479',
      },
      effectiveFrom: '1934-06-26',
      status: 'in-force',
      note: "The manufacturer (an SOT licensee) may transfer an NFA item tax-exempt only to another SOT licensee (27 CFR 479.88, on ATF Form 3); the dealer then transfers it to the buyer on an approved ATF Form 4 (27 CFR 479.84). A dealer without SOT status cannot receive it ahead of that approval, so the order waits ('Awaiting ATF approval'). The $200 making and transfer tax on suppressors and short-barrelled long guns is $0 from 2026-01-01 (Public Law 119-21, as the author understands it); the registration and ATF's approval remain. Effective date: the day the National Firearms Act was enacted (1934-06-26); the regulations of part 479 have been amended since.",
    },
  ],
};
