import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.js';
import { sqlitePath } from '../db/create-db.js';
import { englishMessage } from '../lib/messages.js';

/**
 * npm run backup -- FILE: a consistent copy of the live SQLite database, taken with SQLite's online
 * backup API while the server keeps running. For PostgreSQL, use pg_dump.
 */
async function main() {
  const target = process.argv[2];
  if (!target) {
    process.stderr.write('Usage: npm run backup -- FILE\n');
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.databaseUrl.startsWith('file:')) {
    const dump = `${englishMessage('brand.name')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}.dump`;
    process.stderr.write(
      'DATABASE_URL points at PostgreSQL: back it up with pg_dump, for example\n' +
        `  pg_dump --format=custom --file=${dump} "$DATABASE_URL"\n` +
        `and restore with pg_restore --clean --dbname="$DATABASE_URL" ${dump}\n`,
    );
    process.exit(2);
  }
  const source = sqlitePath(config.databaseUrl);
  if (!fs.existsSync(source)) {
    process.stderr.write(`No database at ${source}\n`);
    process.exit(1);
  }
  const destination = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  if (fs.existsSync(destination)) {
    process.stderr.write(`${destination} exists already; choose a new file name.\n`);
    process.exit(1);
  }
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(destination);
  } finally {
    db.close();
  }
  const copy = new SQLite(destination, { readonly: true });
  const check = copy.pragma('integrity_check', { simple: true });
  copy.close();
  process.stdout.write(`Backed up ${source} to ${destination} (integrity_check: ${String(check)}).\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
