/**
 * The order lifecycle's state machine (shared-contracts/domain/order-states.ts), as a table: every
 * state x every action, with the state it leads to or null (refused). A change to the machine must
 * change this table.
 */
import { nextStatus, ORDER_STATUSES, type OrderAction, type OrderStatus } from 'shared-contracts/domain/order-states';
import { describe, expect, it } from 'vitest';

const ACTIONS: Record<string, OrderAction> = {
  'release-atf (firearm lines)': { type: 'release-atf', awaitsFfl: true },
  'release-atf (no firearm lines)': { type: 'release-atf', awaitsFfl: false },
  'verify-ffl': { type: 'verify-ffl' },
  'ship (part)': { type: 'ship', complete: false },
  'ship (all)': { type: 'ship', complete: true },
  'cancel (nothing shipped)': { type: 'cancel', anyShipped: false },
  'cancel (something shipped)': { type: 'cancel', anyShipped: true },
  'refund (part)': { type: 'refund', full: false },
  'refund (all)': { type: 'refund', full: true },
};

type Row = Record<keyof typeof ACTIONS, OrderStatus | null>;
const _ = null;
const P = 'Partially shipped';
const S = 'Shipped';
const C = 'Cancelled';
const PR = 'Partially refunded';
const R = 'Refunded';

// prettier-ignore
const TABLE: Record<OrderStatus, Row> = {
  //                       release(ffl)    release(none)    verify           ship part ship all cancel ok cancel shipped refund part refund all
  Paid: row(_, _, _, P, S, C, _, PR, R),
  'Awaiting ATF approval': row('Awaiting FFL', 'Ready to ship', _, _, _, C, _, PR, R),
  'Awaiting FFL': row(_, _, 'Ready to ship', _, _, C, _, PR, R),
  'Ready to ship': row(_, _, _, P, S, C, _, PR, R),
  'Partially shipped': row(_, _, _, P, S, _, _, PR, R),
  Shipped: row(_, _, _, _, _, _, _, PR, R),
  Cancelled: row(_, _, _, _, _, _, _, _, _),
  Refunded: row(_, _, _, _, _, _, _, _, _),
  'Partially refunded': row(_, _, _, P, S, C, _, PR, R),
};

function row(...to: Array<OrderStatus | null>): Row {
  return Object.fromEntries(Object.keys(ACTIONS).map((name, i) => [name, to[i] ?? null])) as Row;
}

describe('the order state machine', () => {
  it('the table covers every state', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  for (const from of ORDER_STATUSES) {
    for (const [name, action] of Object.entries(ACTIONS)) {
      const expected = TABLE[from][name];
      it(`${from} + ${name} -> ${expected ?? 'refused'}`, () => {
        expect(nextStatus(from, action)).toBe(expected);
      });
    }
  }

  it('nothing ships while a firearm waits for its dealer check or ATF', () => {
    for (const from of ['Awaiting FFL', 'Awaiting ATF approval'] as const)
      for (const complete of [true, false]) expect(nextStatus(from, { type: 'ship', complete })).toBeNull();
  });
});
