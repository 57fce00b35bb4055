/** What other modules may use of agreements: making version 1 when a client hires (modules/jobs). */
export { makeAgreement } from './service.js';
