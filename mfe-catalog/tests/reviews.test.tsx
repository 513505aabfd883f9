/**
 * The embedded reviews provider against the real API (in process, seeded database): the product
 * page's reviews section loads its code only near the viewport, shows the summary, distribution and
 * newest reviews, and takes a review through the shared schema and the captcha; /reviews shows the
 * site's reviews with the user-related fields removed.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { moderateReview } from 'api/testkit';
import { REVIEW_MESSAGES } from 'shared-contracts/schemas/reviews';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ReviewsPage from '../src/features/content-pages/ReviewsPage';
import { ReviewsSection } from '../src/features/product/sections/ReviewsSection';
import { MemoryRouter } from '../src/shared/location';
import WriteReviewForm from '../src/shared/reviews/embedded/WriteReviewForm';
import { type RealApi, startRealApi } from './helpers/realApi';
import { observeScrollingInEachTest, scrollNear, watchedCount } from './helpers/scrollableObserver';

/** Seeded products (the API's content seed): the Bridger HR-1 has nine approved reviews averaging 4.6. */
const BRIDGER = { productId: 'prd0101', vendorProductId: 'ha-bridger-hr1', title: 'Bridger HR-1', slug: 'bridger-hr1' };
/** Three approved reviews. */
const SLING = {
  productId: 'prd0305',
  vendorProductId: 'ha-trail-sling',
  title: 'Trail Two-Point Sling',
  slug: 'trail-sling',
};
/** The Sentinel chassis has none. */
const CHASSIS = {
  productId: 'prd0206',
  vendorProductId: 'ha-sentinel-fcu',
  title: 'Sentinel Serialised Chassis',
  slug: 'sentinel-fcu',
};

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
}, 120_000);
afterAll(() => api?.stop());
observeScrollingInEachTest();

beforeEach(() => {
  api.pointClientHere();
});

function renderSection(product = BRIDGER) {
  render(
    <MemoryRouter>
      <ReviewsSection
        productId={product.productId}
        vendorProductId={product.vendorProductId}
        title={product.title}
        slug={product.slug}
      />
    </MemoryRouter>,
  );
}

const section = () => screen.getByRole('region', { name: 'Customer Reviews' });

describe('the reviews section of a product page', () => {
  it('loads the reviews code only when the section comes near the viewport', async () => {
    renderSection();
    expect(within(section()).getByRole('status')).toBeTruthy();
    expect(section().querySelector('[data-reviews-provider]')).toBeNull();
    expect(watchedCount()).toBe(1);

    scrollNear();
    await within(section()).findByText('Based on 9 reviews');
    expect(section().querySelector('[data-reviews-provider="embedded"]')).not.toBeNull();
  });

  it('shows the average, the 1-5 distribution and the newest five reviews with stars, date and badge', async () => {
    renderSection();
    scrollNear();
    await screen.findByText('Based on 9 reviews');
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5 stars' })).toBeTruthy();
    const bars = screen.getByRole('list', { name: 'Reviews by rating' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['5 stars:6 reviews', '4 stars:2 reviews', '3 stars:1 review', '2 stars:0 reviews', '1 star:0 reviews']);

    const list = screen.getByRole('list', { name: 'Reviews of the Bridger HR-1' });
    const reviews = within(list).getAllByRole('article');
    expect(reviews).toHaveLength(5);
    const newest = reviews[0] as HTMLElement;
    expect(within(newest).getByRole('heading', { level: 3 }).textContent).toBe('Sub-MOA out of the box');
    expect(within(newest).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeTruthy();
    expect(within(newest).getByText('10/28/2026')).toBeTruthy();
    expect(within(newest).getByText('Travis M.')).toBeTruthy();
    expect(within(newest).getByText('Verified owner')).toBeTruthy();
  });

  it('shows more reviews page by page until all are shown', async () => {
    renderSection();
    scrollNear();
    await screen.findByText('Based on 9 reviews');
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    // The one review not written by a verified owner carries no badge.
    const ashley = screen.getByText('Ashley N.').closest('article') as HTMLElement;
    expect(within(ashley).queryByText('Verified owner')).toBeNull();
  });

  it('invites the first review of a product nobody has reviewed', async () => {
    renderSection(CHASSIS);
    scrollNear();
    // In the summary and above the (empty) list.
    await waitFor(() => expect(screen.getAllByText('No reviews yet')).toHaveLength(2));
    expect(screen.getByText(/Be the first to tell other owners/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeTruthy();
  });

  it('says so when the reviews cannot be loaded, and offers to try again', async () => {
    renderSection({ ...BRIDGER, productId: 'prd9999' });
    scrollNear();
    await screen.findByText('The reviews could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Write a review', () => {
  async function openForm() {
    renderSection();
    scrollNear();
    await screen.findByText('Based on 9 reviews');
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    return screen.findByRole('form', { name: 'Review the Bridger HR-1' });
  }

  it('answers an empty submit with the shared messages on each labelled field', async () => {
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    await within(form).findByText(REVIEW_MESSAGES.ratingRequired);
    expect(within(form).getByText(REVIEW_MESSAGES.titleRequired)).toBeTruthy();
    expect(within(form).getByText(REVIEW_MESSAGES.bodyRequired)).toBeTruthy();
    expect(within(form).getByText(REVIEW_MESSAGES.displayNameRequired)).toBeTruthy();
    expect(within(form).getByText(REVIEW_MESSAGES.captchaRequired)).toBeTruthy();
    const title = within(form).getByLabelText('Review title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      REVIEW_MESSAGES.titleRequired,
    );
  });

  it('checks lengths and the display name with the same rules as the API', async () => {
    const form = await openForm();
    fireEvent.input(within(form).getByLabelText('Your review'), { target: { value: 'Too short.' } });
    fireEvent.input(within(form).getByLabelText('Display name'), { target: { value: 'me@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    await within(form).findByText(REVIEW_MESSAGES.bodyTooShort);
    expect(within(form).getByText(REVIEW_MESSAGES.displayNameNoEmail)).toBeTruthy();
  });

  it('sends a review with stars and captcha, and says it waits for approval', async () => {
    const form = await openForm();
    fireEvent.click(within(form).getByLabelText('4 stars, Very good'));
    fireEvent.input(within(form).getByLabelText('Review title'), { target: { value: 'Accurate and light enough' } });
    fireEvent.input(within(form).getByLabelText('Your review'), {
      target: { value: 'Three-shot groups under an inch at 100 yards with factory ammunition.' },
    });
    fireEvent.input(within(form).getByLabelText('Display name'), { target: { value: 'Owen P.' } });
    fireEvent.click(within(form).getByLabelText("I'm not a robot"));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect((await screen.findByRole('status')).textContent).toBe(REVIEW_MESSAGES.submitted);
    expect(screen.queryByRole('form')).toBeNull();
    // Pending moderation: the list and the summary are unchanged.
    expect(screen.getByText('Based on 9 reviews')).toBeTruthy();
    expect(screen.queryByText('Accurate and light enough')).toBeNull();
  });

  it('shows the server answer and resets the captcha when the API refuses the review', async () => {
    render(
      <WriteReviewForm productId="prd9999" productTitle="Gone Rifle" onSubmitted={() => {}} onCancel={() => {}} />,
    );
    fireEvent.click(screen.getByLabelText('5 stars, Excellent'));
    fireEvent.input(screen.getByLabelText('Review title'), { target: { value: 'Great' } });
    fireEvent.input(screen.getByLabelText('Your review'), { target: { value: 'A review long enough to be sent.' } });
    fireEvent.input(screen.getByLabelText('Display name'), { target: { value: 'Ann B.' } });
    const robot = screen.getByLabelText("I'm not a robot") as HTMLInputElement;
    fireEvent.click(robot);
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Product with id "prd9999" was not found');
    expect(robot.checked).toBe(false);
  });

  it("shows the review once the shop's team has approved it", async () => {
    renderSection(SLING);
    scrollNear();
    await screen.findByText('Based on 3 reviews');
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    const form = await screen.findByRole('form', { name: 'Review the Trail Two-Point Sling' });
    fireEvent.click(within(form).getByLabelText('5 stars, Excellent'));
    fireEvent.input(within(form).getByLabelText('Review title'), { target: { value: 'Stays put on the shoulder' } });
    fireEvent.input(within(form).getByLabelText('Your review'), {
      target: { value: 'Carried a heavy rifle up and down the ridge all day; the pad never slid.' },
    });
    fireEvent.input(within(form).getByLabelText('Display name'), { target: { value: 'Maggie S.' } });
    fireEvent.click(within(form).getByLabelText("I'm not a robot"));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    await screen.findByText(REVIEW_MESSAGES.submitted);

    const stored = await api.db
      .selectFrom('reviews')
      .select(['id', 'status'])
      .where('title', '=', 'Stays put on the shoulder')
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
    expect(await moderateReview(api.db, stored.id, 'approved')).toBe(true);

    cleanup();
    renderSection(SLING);
    scrollNear();
    await screen.findByText('Based on 4 reviews');
    const newest = within(screen.getByRole('list', { name: 'Reviews of the Trail Two-Point Sling' })).getAllByRole(
      'article',
    )[0] as HTMLElement;
    expect(within(newest).getByRole('heading', { level: 3 }).textContent).toBe('Stays put on the shoulder');
    expect(within(newest).getByText('Maggie S.')).toBeTruthy();
  });

  it('can be cancelled, giving focus back to its button', async () => {
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Write a review'));
  });
});

describe('/reviews (Customer Reviews)', () => {
  function renderPage() {
    render(
      <MemoryRouter initialEntries={['/reviews']}>
        <ReviewsPage />
      </MemoryRouter>,
    );
  }

  it("hosts the site's reviews, newest first, each linking to its product", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Reviews' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Latest reviews' });
    const reviews = within(list).getAllByRole('article');
    expect(reviews).toHaveLength(10);
    const dates = reviews.map((review) => review.querySelector('time')?.getAttribute('dateTime') ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const review of reviews) {
      expect(within(review).getByRole('link').getAttribute('href')).toMatch(/^\/product\/[a-z0-9-]+$/);
    }
    // Only the display name is left of a reviewer, and each review names its product.
    const compact = within(list).getByRole('link', { name: 'Sentinel 9 Compact' });
    expect(compact.getAttribute('href')).toBe('/product/sentinel-9-compact');
    expect(within(compact.closest('article') as HTMLElement).getByText('Jessica T.')).toBeTruthy();
    expect(screen.getByText(/^Based on \d+ reviews$/)).toBeTruthy();
  });

  it('removes the user-related fields: no verified badge, no account, no review form', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Latest reviews' });
    expect(screen.queryByText('Verified owner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    const list = screen.getByRole('list', { name: 'Latest reviews' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(20));
    expect(screen.queryByText('Verified owner')).toBeNull();
  });
});
