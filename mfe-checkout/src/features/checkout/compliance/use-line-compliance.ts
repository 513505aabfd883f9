/**
 * The checkout evaluates its lines again whenever what the rules read changes: the lines, the
 * destination (the ship-to state and zip, the chosen dealer's for FFL lines) or the date of birth.
 * Typing is waited out (a pause of DEBOUNCE_MS), and an answer that arrives after a newer question
 * was asked is dropped, so the lines always show the verdict for what is on screen now.
 *
 * Whether the date of birth is asked at all is a question of the lines alone: they are evaluated
 * once without an address or a date (only the federal age rules apply), and a line that asks for
 * the date keeps the field shown even after a date lets it through.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CartItem } from 'shared-contracts';
import {
  type ComplianceQuery,
  evaluateLines,
  type LineRefusals,
  NO_REFUSALS,
  needsDateOfBirth,
  refusalsOf,
} from './compliance-api';

const DEBOUNCE_MS = 350;
const NO_PLACE: ComplianceQuery = { shipTo: null, dealer: null, dateOfBirth: '' };

export interface LineCompliance {
  refusals: LineRefusals;
  /** A line has an age class: the date of birth is asked. */
  asksDateOfBirth: boolean;
}

export function useLineCompliance(items: CartItem[], query: ComplianceQuery, enabled: boolean): LineCompliance {
  const [refusals, setRefusals] = useState<LineRefusals>(NO_REFUSALS);
  const [asksDateOfBirth, setAsksDateOfBirth] = useState(false);
  const itemsKey = items.map((item) => `${item.id}:${item.productId}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lines are read through their key
  const lines = useMemo(() => items, [itemsKey]);
  const { shipTo, dealer, dateOfBirth } = query;
  const queryKey = JSON.stringify([shipTo, dealer, dateOfBirth]);

  useEffect(() => {
    if (!enabled || lines.length === 0) {
      setAsksDateOfBirth(false);
      return;
    }
    let current = true;
    void evaluateLines(lines, NO_PLACE).then((answer) => {
      if (current && answer) setAsksDateOfBirth(needsDateOfBirth(refusalsOf(answer)));
    });
    return () => {
      current = false;
    };
  }, [enabled, lines]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read through its key
  useEffect(() => {
    if (!enabled || lines.length === 0) {
      setRefusals(NO_REFUSALS);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await evaluateLines(lines, { shipTo, dealer, dateOfBirth });
      if (current && answer) setRefusals(refusalsOf(answer));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, lines, queryKey]);

  // One object per verdict, so a page that keeps it renders again only when it changes.
  return useMemo(() => ({ refusals, asksDateOfBirth }), [refusals, asksDateOfBirth]);
}
