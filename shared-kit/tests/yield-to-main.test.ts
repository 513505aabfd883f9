import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../src/yield-to-main';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToMain', () => {
  it('continues in a later task: a task queued before the yield runs first, microtasks do not wait', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const after = yieldToMain().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('microtask');
    await after;
    expect(order).toEqual(['microtask', 'queued task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledOnce();
  });
});
