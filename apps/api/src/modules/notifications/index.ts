/** What other modules use of notifications: the emails about jobs and accounts. */
export type { DigestJob } from './notify.js';
export { claimDigest, dueForDigest } from './repository.js';
export {
  hiredJobClosed,
  jobCancelled,
  messagesUnread,
  newJobPosted,
  queueJobDigest,
  quotationAccepted,
  quotationReceived,
  quotationWithdrawn,
  tradespersonAwaitsApproval,
  tradespersonInvited,
  tradespersonStatusChanged,
} from './notify.js';
export { reviewHidden, reviewReceived, reviewRequested } from './review-emails.js';
export { quoteExpiring } from './quote-emails.js';
