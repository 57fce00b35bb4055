/**
 * What other modules use of messaging: opening a quotation's conversation (with the quotation),
 * the unread count of GET /api/me, the demo data's conversations, and what administrators see of
 * reported conversations, and who takes part in a conversation (site visits are arranged on one).
 */
export { conversationParties, exportConversations, openConversation, unreadMessages } from './service.js';
export { openMissingConversations } from './repository.js';
export { allMessages, reportedConversation, reportedConversations } from './reported.js';
