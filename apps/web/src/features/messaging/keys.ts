/** The two roles that hold conversations (administrators only read reported ones elsewhere). */
export type MessagingRole = 'client' | 'tradesperson';
export const MESSAGING_ROLES: readonly MessagingRole[] = ['client', 'tradesperson'];

/** The cache keys of one role's conversations; the live stream invalidates them. */
export const messagingKeys = {
  conversations: (role: MessagingRole) => ['messaging', role, 'conversations'] as const,
  conversation: (role: MessagingRole, id: string) => ['messaging', role, 'conversation', id] as const,
  messages: (role: MessagingRole, id: string) => ['messaging', role, 'messages', id] as const,
  /** GET /api/me of that role: its unreadMessages is the header's badge. */
  me: (role: MessagingRole) => ['me', role] as const,
};
