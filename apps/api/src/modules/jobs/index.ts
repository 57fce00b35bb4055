/** What other modules may use of jobs: the rules for removals, quotations with their tradespeople, photos. */
export { quotationsForJobs } from './quotation-repository.js';
export { photosForJobs } from './photos/list.js';
export { addPhoto } from './photos/service.js';
export {
  closeJobsOfLeavingClient,
  removeJob,
  removeJobsOfClient,
  withdrawPendingQuotationsOf,
  withdrawQuotationsOf,
} from './removals.js';
export { fillMissingCentres } from './centres.js';
export { jobDataOf } from './account-data.js';
