/** What other modules may use of jobs: the rules for removals, and quotations with their tradespeople. */
export { quotationsForJobs } from './quotation-repository.js';
export { removeJob, removeJobsOfClient, withdrawQuotationsOf } from './removals.js';
