/** What other modules may use of jobs: the rules for removals, and quotations with their tradespeople. */
export { quotationsForJobs } from './quotation-repository.js';
export {
  closeJobsOfLeavingClient,
  removeJob,
  removeJobsOfClient,
  withdrawPendingQuotationsOf,
  withdrawQuotationsOf,
} from './removals.js';
export { completedJobStatus } from './service.js';
export { fillMissingCentres } from './centres.js';
