/**
 * Decision 0056: while an order is under way in the process, a newcomer's step (a new guest, an
 * add to a cart) waits for it; nobody waits longer than the bound; an order waiting for an answer
 * across the network holds nobody up meanwhile. Real timers.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { asOrderUnderWay, ordersDone, whileOrderWaits } from '../../src/platform/orders-first';

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

  it('lets newcomers run while the order waits across the network, and holds them again after', async () => {
    let answered = false;
    const order = asOrderUnderWay(async () => {
      await sleep(20);
      await whileOrderWaits(async () => {
        await sleep(200);
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

  it('only runs a call across the network made outside any order', async () => {
    expect(await whileOrderWaits(async () => 'answered')).toBe('answered');
    expect(ordersDone()).toBeUndefined();
    const order = asOrderUnderWay(() => sleep(100));
    expect(ordersDone()).toBeInstanceOf(Promise);
    await order;
  });
});
