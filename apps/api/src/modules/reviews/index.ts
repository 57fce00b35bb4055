/**
 * What other modules use of reviews: asking for a review when a job is completed, the ratings and
 * figures the directory shows, a tradesperson's public reviews, and the moderation of a review.
 */
export { ratingsTable, recount as recountRatings } from './repository.js';
export type { Ratings } from './service.js';
export { NO_RATINGS, bestRated, publicPage, ratingsOf, requestReview, reviewFigures } from './service.js';
export { adminReview, adminReviews, hideReview, restoreReview } from './moderation.js';
