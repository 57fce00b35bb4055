import {
  NEW_JOB_ALERTS,
  NOTIFICATION_TOPICS,
  isTopicOf,
  type NotificationPreferences,
  type NotificationTopic,
  type Role,
} from '@tradewise/shared';

/** Optional emails people get unless they turn them off; alerts of new jobs and an administrator's are opt-in. */
const DEFAULTS: Required<NotificationPreferences> = {
  quotations: true,
  outcomes: true,
  pendingTradespeople: false,
  newJobs: 'off',
  reviewRequests: true,
  reviews: true,
  messages: true,
};

/** A stored choice counts if it is one the topic offers. */
const valid = (topic: NotificationTopic, value: unknown) =>
  topic === 'newJobs' ? (NEW_JOB_ALERTS as readonly unknown[]).includes(value) : typeof value === 'boolean';

export const topicsOf = (role: Role) =>
  (Object.keys(NOTIFICATION_TOPICS) as NotificationTopic[]).filter((topic) => isTopicOf(topic, role));

/** The stored JSON read as the role's preferences, every topic present (defaults filled in). */
export function decodePreferences(role: Role, json: string): NotificationPreferences {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(json) as Record<string, unknown>;
  } catch {
    // A damaged value counts as "nothing chosen": the defaults apply.
  }
  return Object.fromEntries(
    topicsOf(role).map((topic) => [topic, valid(topic, stored[topic]) ? stored[topic] : DEFAULTS[topic]]),
  );
}

/** Whether the person wants that kind of email at all (for new jobs: instantly or daily). */
export function wants(role: Role, json: string, topic: NotificationTopic): boolean {
  const choice = decodePreferences(role, json)[topic];
  return choice !== undefined && choice !== false && choice !== 'off';
}

/** What an unsubscribe link sets its topic to. */
export const OFF = (topic: NotificationTopic) => (topic === 'newJobs' ? 'off' : false);

export const encodePreferences = (preferences: NotificationPreferences) => JSON.stringify(preferences);
