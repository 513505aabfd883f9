import { describe, expect, it } from 'vitest';
import { reviewsCount } from '../src/shared/reviews/embedded/RatingSummary';

describe('reviewsCount', () => {
  it('says 1 review, and groups thousands as en-US does', () => {
    expect(reviewsCount(1)).toBe('1 review');
    for (const count of [0, 2, 999, 1000, 1234, 98765, 1234567]) {
      expect(reviewsCount(count)).toBe(`${count.toLocaleString('en-US')} reviews`);
    }
  });
});
