/**
 * Decision 0056: while an order is under way in the process, a newcomer's step (a new guest, an
 * add to a cart) waits for it; nobody waits longer than the bound; an order waiting on a slow
 * outside service holds nobody up meanwhile, while a quick one keeps its place. Real timers.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { asOrderUnderWay, ORDERS_FIRST, ordersDone, whileOrderWaits } from '../../src/platform/orders-first';

/** Resolves with true when `promise` settles within `ms`, else false. */
const settlesWithin = (promise: Promise<unknown> | undefined, ms: number) =>
  Promise.race([Promise.resolve(promise).then(() => true), sleep(ms).then(() => false)]);

describe('orders first', () => {
  it('lets a newcomer through at once when no order is under way', () => {
    expect(ordersDone()).toBeUndefined();
  });

  it('holds a newcomer until the order is done, then lets it run', async () => {
    const events: string[] = [];
    const order = asOrderUnderWay(async () => {
      await sleep(150);
      events.push('order done');
    });
    const waiting = ordersDone();
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    events.push('newcomer runs');
    await order;
    expect(events).toEqual(['order done', 'newcomer runs']);
    expect(ordersDone()).toBeUndefined();
  });

  it('holds newcomers until the last of several orders is done', async () => {
    const first = asOrderUnderWay(() => sleep(50));
    const second = asOrderUnderWay(() => sleep(200));
    const waiting = ordersDone();
    await first;
    expect(await settlesWithin(waiting, 20)).toBe(false);
    await second;
    expect(await settlesWithin(waiting, 20)).toBe(true);
  });

  it('holds a newcomer no longer than its bound', async () => {
    let orderDone = false;
    const order = asOrderUnderWay(async () => {
      await sleep(400);
      orderDone = true;
    });
    await ordersDone(50);
    expect(orderDone).toBe(false);
    await order;
  });

  it('releases the newcomers when the order fails, and counts it done', async () => {
    const order = asOrderUnderWay(async () => {
      await sleep(50);
      throw new Error('declined');
    });
    const waiting = ordersDone();
    await expect(order).rejects.toThrow('declined');
    expect(await settlesWithin(waiting, 20)).toBe(true);
    expect(ordersDone()).toBeUndefined();
  });

  it('lets newcomers run while the order waits on a slow outside service, and holds them again after', async () => {
    let answered = false;
    const order = asOrderUnderWay(async () => {
      await whileOrderWaits(async () => {
        await sleep(ORDERS_FIRST.AWAY_AFTER_MS + 200);
        answered = true;
      });
      await sleep(500);
    });
    const waiting = ordersDone();
    await waiting;
    expect(answered).toBe(false);
    await sleep(250);
    expect(answered).toBe(true);
    expect(ordersDone()).toBeInstanceOf(Promise);
    await order;
    expect(ordersDone()).toBeUndefined();
  });

  it('keeps holding newcomers while the order waits on a quick outside service', async () => {
    const order = asOrderUnderWay(async () => {
      await whileOrderWaits(() => sleep(1));
      await sleep(100);
    });
    const waiting = ordersDone();
    await sleep(ORDERS_FIRST.AWAY_AFTER_MS + 20);
    expect(await settlesWithin(waiting, 1)).toBe(false);
    await order;
    expect(await settlesWithin(waiting, 20)).toBe(true);
  });
});
