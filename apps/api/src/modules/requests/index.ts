/**
 * What other modules may use of requests: publishing a request as a job (from a client's drafts or
 * from the emailed link), unlinking a deleted job.
 */
export { jobRequestOf } from './mappers.js';
export { closeRequest, deleteRequestsBy, findRequest, requestsBy, unlinkJob } from './repository.js';
export { publishRequest } from './service.js';
