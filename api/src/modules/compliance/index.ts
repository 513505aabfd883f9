/**
 * The compliance module's public door (issue 30, docs/decisions/0026): the rules as data, the
 * evaluator, the browser's pre-check route and the order transaction's check.
 */
export { ageOn, buyersToday } from './age';
export {
  type ComplianceDestination,
  type ComplianceLine,
  evaluateLines,
  minimumAgeFor,
  PRODUCT_LIST_RULE_ID,
} from './evaluate';
export { complianceRoutes } from './routes';
export type { ComplianceRule, RuleSet } from './rule-types';
export { CURRENT_RULE_SET, RULE_SETS } from './rules/index';
export {
  assertLinesAllowed,
  COMPLIANCE_API_MESSAGES,
  ComplianceRefused,
} from './service';
