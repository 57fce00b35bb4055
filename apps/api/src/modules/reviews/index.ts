/**
 * What other modules use of reviews: asking for a review when a job is completed, the ratings and
 * figures the directory shows, a tradesperson's public reviews, the moderation of a review, and
 * what becomes of reviews when an account is deleted.
 */
export { ratingsTable } from './repository.js';
export type { Ratings } from './figures.js';
export { NO_RATINGS, bestRated, ratingsOf, recountRatings, reviewFigures } from './figures.js';
export { requestReview } from './requests.js';
export { removeReviewsOfClient, removeReviewsOfTradesperson } from './removals.js';
export { publicPage, reviewRequested, writeReview } from './service.js';
export { adminReview, adminReviews, hideReview, restoreReview } from './moderation.js';
