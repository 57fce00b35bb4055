/**
 * What other modules use of mail: the Mailer they queue through (app.mailer), the email shape, and
 * the single-use tokens of emailed links (verification, password reset, unsubscribe).
 */
export type { Mailer } from './mailer.js';
export type { Email, EmailKind } from './render.js';
export { findAnyToken, issueToken, peekToken, useToken } from './tokens.js';
export { emailsSentTo, outboxBacklog } from './repository.js';
export { hideLinkSecrets, listOutbox, outboxEmail } from './service.js';
