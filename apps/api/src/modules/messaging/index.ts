/**
 * What other modules use of messaging: opening a quotation's conversation (with the quotation),
 * the unread count of GET /api/me, and the demo data's conversations.
 */
export { openConversation, unreadMessages } from './service.js';
export { openMissingConversations } from './repository.js';
