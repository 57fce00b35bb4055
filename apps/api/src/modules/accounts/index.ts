/** What other modules may use of accounts: looking up a client's email, and making a client's account. */
export { findClientEmail, findIdByEmail, findVerifiedClientEmail, insertClient } from './repository.js';
export { emailSetByAdministrator, recipient } from './recovery.js';
// For modules/account-lifecycle (GET /api/me, the data export, an owner's deletion):
export { findOwnAccount as ownAccountRow } from './repository.js';
export { checkOwnPassword, currentAccount } from './service.js';
export { eraseAccount } from './account.js';
