import { loadConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';

const config = loadConfig();
const database = createDb(config.databaseUrl);
try {
  const ran = await migrateToLatest(database.db);
  process.stdout.write(ran.length ? `Applied: ${ran.join(', ')}\n` : 'Database is up to date.\n');
} finally {
  await database.close();
}
