/**
 * What other modules and plugins may use of accounts: looking up a client's email, and the session
 * store (the auth plugin keeps the session rules; these are its queries).
 */
export {
  deleteSession,
  deleteSessionsOf,
  findClientEmail,
  findIdByEmail,
  findVerifiedClientEmail,
  insertClient,
  findSession,
  holdSession,
  insertSession,
  insertSessionIfPassword,
  sessionsAmong,
  touchSession,
} from './repository.js';
export { isErased } from './account.js';
export { emailSetByAdministrator } from './recovery.js';
