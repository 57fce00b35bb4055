import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { buildApp } from './app.js';
import { warmPasswordChecks } from './lib/passwords.js';
import { loadOutcodes } from './lib/outcodes.js';
import { fillMissingCentres } from './modules/jobs/index.js';

/** Upper bound on finishing the requests in flight once the server stops accepting. */
const IN_FLIGHT_LIMIT_MS = 20_000;

async function main() {
  const config = loadConfig();
  loadOutcodes(config.outcodesFile);
  const database = createDb(config.databaseUrl, { synchronous: config.sqliteSynchronous });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const credentials = await seedDemo(database.db, app.storage);
    if (credentials) app.log.info('Demo data created.');
    if (credentials) process.stdout.write(credentials);
  }
  await fillMissingCentres(database.db);

  /**
   * SIGTERM or SIGINT: drain (keep serving with /healthz at 503, so a load balancer stops sending
   * and nothing already on its way is refused), then stop accepting, finish what is in flight,
   * stop the background workers (onClose hooks) and close the database. A second signal exits at once.
   */
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    app.lifecycle.draining = true;
    app.log.info(
      { signal, drainMs: config.shutdownDrainMs },
      'shutting down: draining (send the signal again to exit at once)',
    );
    await sleep(config.shutdownDrainMs);
    app.log.info('shutting down: no new connections; finishing the requests in flight');
    setTimeout(() => {
      app.log.error(`requests still running after ${IN_FLIGHT_LIMIT_MS / 1000} s; stopping anyway`);
      process.exit(1);
    }, IN_FLIGHT_LIMIT_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));

  warmPasswordChecks();
  await app.listen({ port: config.port, host: config.host });
  // Said plainly (whatever LOG_LEVEL is): with PORT=0 this is how a caller learns the port.
  const { address, port } = app.server.address() as AddressInfo;
  process.stdout.write(`Listening on http://${address.includes(':') ? `[${address}]` : address}:${port}\n`);
  if (!config.smtpUrl && config.production) {
    app.log.warn('SMTP_URL is not set: emails are queued in the outbox but nobody receives them');
  } else if (!config.smtpUrl) {
    process.stdout.write(
      `Emails are not sent (no SMTP_URL): administrators read them at ${config.publicUrl}/admin/outbox\n`,
    );
  }
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
