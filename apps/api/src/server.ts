import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { buildApp } from './app.js';

async function main() {
  const config = loadConfig();
  const database = createDb(config.databaseUrl, { synchronous: config.sqliteSynchronous });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const credentials = await seedDemo(database.db);
    if (credentials) app.log.info('Demo data created.');
    if (credentials) process.stdout.write(credentials);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // No new connections; each kept-alive connection is closed as soon as its request is answered.
    const closed = app.close();
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      app.log.error('requests still running after 20 s; stopping anyway');
      process.exit(1);
    }, 20_000);
    await closed;
    clearInterval(sweep);
    clearTimeout(deadline);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
