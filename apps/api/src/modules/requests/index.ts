/** What other modules may use of requests: publishing a request as a job, unlinking a deleted job. */
export { jobRequestOf } from './mappers.js';
export { deleteRequestsBy, requestsBy, unlinkJob } from './repository.js';
export { publishRequest } from './service.js';
export { unsubscribe as unsubscribeNewsletter } from './newsletter.js';
