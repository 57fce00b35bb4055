/** What other modules use of notifications: the emails about jobs and accounts. */
export {
  jobCancelled,
  quotationAccepted,
  quotationReceived,
  tradespersonAwaitsApproval,
  tradespersonStatusChanged,
} from './notify.js';
