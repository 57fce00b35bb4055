import {
  NOTIFICATION_TOPICS,
  type NotificationPreferences,
  type NotificationTopic,
  type Role,
} from '@tradewise/shared';

/** Optional emails people get unless they turn them off; an administrator's alert is opt-in. */
const DEFAULTS: Record<NotificationTopic, boolean> = { quotations: true, outcomes: true, pendingTradespeople: false };

export const topicsOf = (role: Role) =>
  (Object.keys(NOTIFICATION_TOPICS) as NotificationTopic[]).filter((topic) => NOTIFICATION_TOPICS[topic] === role);

/** The stored JSON read as the role's preferences, every topic present (defaults filled in). */
export function decodePreferences(role: Role, json: string): NotificationPreferences {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(json) as Record<string, unknown>;
  } catch {
    // A damaged value counts as "nothing chosen": the defaults apply.
  }
  return Object.fromEntries(
    topicsOf(role).map((topic) => [topic, typeof stored[topic] === 'boolean' ? stored[topic] : DEFAULTS[topic]]),
  );
}

export const wants = (role: Role, json: string, topic: NotificationTopic) =>
  decodePreferences(role, json)[topic] === true;

export const encodePreferences = (preferences: NotificationPreferences) => JSON.stringify(preferences);
