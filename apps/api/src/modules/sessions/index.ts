/** What accounts, administration, the live stream and the auth plugin use of sessions. */
export {
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
  createSession,
  openSessions,
  requireOpenSession,
  revokeAllSessions,
  revokeSession,
  sessionOfToken,
  type Session,
} from './sessions.js';
