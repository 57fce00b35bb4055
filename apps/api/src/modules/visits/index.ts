/**
 * Site visits (issue 42): proposing, booking, moving and cancelling visits on a conversation, their
 * calendar invitations and private feeds, reminders, and the client's word after a visit.
 */
export { visitRoutes } from './routes.js';
export { visitFeedRoutes } from './feed-routes.js';
export { visitReminderPlugin } from './reminder-plugin.js';
