export { getProductReviews, getRecentReviews, moderateReview, submitReview, summarize } from './service';
