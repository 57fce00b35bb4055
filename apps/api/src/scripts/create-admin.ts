import { parseArgs } from 'node:util';
import { LIMITS, emailField, newPasswordField } from '@tradewise/shared';
import { loadConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';
import { newId, nowIso } from '../lib/ids.js';
import { hashPassword, isCommonPassword } from '../lib/passwords.js';
import { revokeAllSessions } from '../modules/sessions/index.js';

/** npm run create-admin -- --email E --password P: creates an administrator or resets its password. */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const email = emailField.safeParse(values.email ?? '');
  const password = newPasswordField.safeParse(values.password ?? '');
  if (!email.success || !password.success) {
    process.stderr.write(
      `Usage: npm run create-admin -- --email EMAIL --password PASSWORD\n` +
        `The email must be valid and the password ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters.\n`,
    );
    process.exit(2);
  }
  if (isCommonPassword(password.data)) {
    process.stderr.write('That password is one of the 10,000 most common; choose another.\n');
    process.exit(2);
  }
  const config = loadConfig();
  const database = createDb(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    const passwordHash = await hashPassword(password.data);
    const now = nowIso();
    const existing = await database.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', email.data)
      .executeTakeFirst();
    if (existing) {
      await database.db
        .updateTable('admins')
        .set({ passwordHash, updatedAt: now })
        .where('id', '=', existing.id)
        .execute();
      await revokeAllSessions(database.db, 'admin', existing.id);
      process.stdout.write(`Password reset for administrator ${email.data}; their sessions were ended.\n`);
    } else {
      await database.db
        .insertInto('admins')
        .values({ id: newId(), email: email.data, passwordHash, emailVerifiedAt: now, createdAt: now, updatedAt: now })
        .execute();
      process.stdout.write(`Administrator ${email.data} created. Sign in at /admin/login.\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
