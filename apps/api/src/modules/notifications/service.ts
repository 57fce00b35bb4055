import type { Kysely } from 'kysely';
import { isTopicOf, type NotificationPreferences, type NotificationTopic } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/messages.js';
import { nowIso } from '../../lib/ids.js';
import type { Session } from '../../plugins/auth.js';
import { peekToken } from '../mail/index.js';
import { unsubscribe as unsubscribeNewsletter } from './newsletter.js';
import { OFF, decodePreferences, encodePreferences, topicsOf } from './preferences.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

/** GET /api/account/notifications: the signed-in person's optional emails, each on or off. */
export async function preferencesOf(db: Db, session: Session): Promise<NotificationPreferences> {
  const json = await repo.readPreferences(db, session.role, session.userId);
  if (json === undefined) throw new AppError('UNAUTHENTICATED');
  return decodePreferences(session.role, json);
}

/** PUT /api/account/notifications: changes some of them; a topic of another role is refused. */
export async function changePreferences(db: Db, session: Session, changes: NotificationPreferences) {
  const foreign = (Object.keys(changes) as NotificationTopic[]).filter((topic) => !isTopicOf(topic, session.role));
  if (foreign.length > 0) {
    const details = foreign.map((field) => ({
      field,
      code: 'signupPage.validation.unknownField',
      message: englishMessage('signupPage.validation.unknownField', { field }),
    }));
    throw new AppError('VALIDATION_FAILED', details[0]!.message, details);
  }
  const current = await preferencesOf(db, session);
  const next = { ...current, ...changes };
  await repo.savePreferences(db, session.role, session.userId, encodePreferences(next), nowIso());
  return next;
}

/**
 * POST /api/unsubscribe?token=: the email's link turns its topic off, however often it is used; a
 * newsletter's link ends that subscription.
 */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const link = await peekToken(db, 'unsubscribe', token);
  // A newsletter's link carries the subscription's own token.
  if (!link && (await unsubscribeNewsletter(db, token))) return;
  const topic = link?.topic as NotificationTopic | undefined;
  if (!link || !topic || !topicsOf(link.role).includes(topic)) throw new AppError('TOKEN_INVALID');
  const json = await repo.readPreferences(db, link.role, link.userId);
  if (json === undefined) throw new AppError('TOKEN_INVALID');
  const next = { ...decodePreferences(link.role, json), [topic]: OFF(topic) };
  await repo.savePreferences(db, link.role, link.userId, encodePreferences(next), nowIso());
}
