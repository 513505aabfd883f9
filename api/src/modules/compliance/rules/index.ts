/**
 * The rule sets in the repository, newest last. CURRENT_RULE_SET is the one orders are checked
 * against; an older set stays here so the version stored on an old order line still names its rules.
 */
import type { RuleSet } from '../rule-types';
import { RULE_SET_2026_11 } from './2026-11';
import { RULE_SET_2026_11_1 } from './2026-11-1';

export const RULE_SETS: readonly RuleSet[] = [RULE_SET_2026_11, RULE_SET_2026_11_1];

export const CURRENT_RULE_SET: RuleSet = RULE_SET_2026_11_1;
