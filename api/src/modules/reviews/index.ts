export { REVIEW_RATE_LIMITS, reviewRoutes } from './routes';
export { reviewsSeeder, seedReviewRows } from './seed';
export { getProductReviews, getRecentReviews, moderateReview, submitReview, summarize } from './service';
