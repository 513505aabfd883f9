import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstInteraction } from '../src/lib/first-interaction';

afterEach(() => vi.useRealTimers());

describe('work deferred to the first interaction', () => {
  it('runs once on the first scroll, pointer or key, not before', () => {
    const work = vi.fn();
    afterFirstInteraction(work);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not take focus moved by the page (a dialog opening) for the visitor', () => {
    const work = vi.fn();
    afterFirstInteraction(work, null);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(work).not.toHaveBeenCalled();
    button.remove();
  });

  it('runs after the grace period for a visitor who only reads', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    afterFirstInteraction(work, 4000);
    vi.advanceTimersByTime(3999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    afterFirstInteraction(work, 10)();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(20);
    expect(work).not.toHaveBeenCalled();
  });
});
