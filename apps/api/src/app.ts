import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/create-db.js';
import { compiledSerializerCompiler } from './lib/serializer.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { earlyErrors, errorsPlugin } from './plugins/errors.js';
import { lifecyclePlugin } from './plugins/lifecycle.js';
import { logSerializers } from './plugins/log-redaction.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { securityPlugin } from './plugins/security.js';
import { webPagesPlugin } from './plugins/web-pages.js';
import { storagePlugin } from './plugins/storage.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { recoveryRoutes } from './modules/accounts/recovery-routes.js';
import { accountPageRoutes } from './modules/accounts/account-routes.js';
import { accountLifecycleRoutes } from './modules/account-lifecycle/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { adminReviewRoutes } from './modules/admin/review-routes.js';
import { adminConversationRoutes } from './modules/admin/conversation-routes.js';
import { directoryRoutes } from './modules/directory/routes.js';
import { placeRoutes } from './modules/places/routes.js';
import { sitemapRoutes } from './modules/places/sitemap-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { requestRoutes } from './modules/requests/routes.js';
import { requestLinkRoutes } from './modules/jobs/request-routes.js';
import { jobRoutes } from './modules/jobs/routes.js';
import { agreementRoutes } from './modules/agreements/routes.js';
import { withdrawRoutes } from './modules/jobs/withdraw-routes.js';
import { editJobRoutes } from './modules/jobs/edit-job-routes.js';
import { jobCountRoutes } from './modules/jobs/job-count-routes.js';
import { jobPhotoRoutes } from './modules/jobs/photos/routes.js';
import { jobReviewRoutes } from './modules/jobs/review-routes.js';
import { photoSweeperPlugin } from './modules/jobs/photos/sweeper-plugin.js';
import { jobDigestPlugin } from './modules/jobs/digest-plugin.js';
import { livePlugin } from './modules/live/plugin.js';
import { mailPlugin } from './modules/mail/plugin.js';
import { adminOutboxRoutes } from './modules/admin/outbox-routes.js';
import { messagingRoutes } from './modules/messaging/routes.js';
import { metricsPlugin, schedulerPlugin } from './modules/operations/index.js';
import { unreadMessageEmailPlugin } from './modules/messaging/unread-email-plugin.js';
import { visitFeedRoutes, visitReminderPlugin, visitRoutes } from './modules/visits/index.js';
import { reliabilityRoutes } from './modules/reliability/index.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { newsletterRoutes } from './modules/notifications/newsletter-routes.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { reviewReminderPlugin } from './modules/reviews/reminder-plugin.js';
import { insuranceReminderPlugin } from './modules/trade-profile/reminder-plugin.js';
import { quoteExpiryPlugin } from './modules/jobs/quote-expiry.js';
import { tradeProfileRoutes } from './modules/trade-profile/routes.js';
import { tradeProfileImageRoutes } from './modules/trade-profile/image-routes.js';
import { adminCredentialRoutes } from './modules/admin/credential-routes.js';

/** Never written to a log: tokens, passwords and the Authorization header. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.confirmPassword',
  '*.token',
];

declare module 'fastify' {
  interface FastifyInstance {
    routeList: { method: string; url: string }[];
  }
}

/** Whoever gives the logger's options, the request log never writes a query string's secrets. */
const withLogSerializers = (logger: FastifyServerOptions['logger']) =>
  typeof logger === 'object' && logger !== null ? { ...logger, serializers: logSerializers } : logger;

export interface BuildOptions {
  config: Config;
  database: Db;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger }: BuildOptions) {
  const early = earlyErrors();
  const app = Fastify({
    logger: withLogSerializers(
      logger ?? { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    ),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Nobody's request runs forever: a stuck client is dropped after 30 s.
    requestTimeout: 30_000,
    frameworkErrors: early.frameworkErrors,
    clientErrorHandler: early.clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers written by serializers compiled from the response schemas; the API tests also check
  // each answer against zod's parse-then-stringify (lib/serializer.ts).
  app.setSerializerCompiler(compiledSerializerCompiler({ checkAgainstZod: config.nodeEnv === 'test' }));
  // The API speaks JSON only: any other body type is refused with 415.
  app.removeContentTypeParser('text/plain');

  // Every route, for the access-control tests that must cover each one.
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.decorate('routeList', routes);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(lifecyclePlugin);
  await app.register(dbPlugin, { database });
  // The one scheduler every background worker runs on, and /metrics (before the routes it times).
  await app.register(schedulerPlugin);
  await app.register(metricsPlugin, { config, database });
  await app.register(storagePlugin, { config: config.storage });
  await app.register(authPlugin);
  await app.register(rateLimitsPlugin, { perTenMinutes: config.formRateLimit });
  await app.register(apiDocsPlugin, { enabled: config.apiDocs });
  await app.register(mailPlugin, { config, database });
  await app.register(livePlugin);
  await app.register(jobDigestPlugin);
  await app.register(photoSweeperPlugin);
  await app.register(reviewReminderPlugin);
  await app.register(insuranceReminderPlugin);
  await app.register(quoteExpiryPlugin);
  await app.register(unreadMessageEmailPlugin);
  await app.register(visitReminderPlugin);
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(recoveryRoutes);
  await app.register(accountPageRoutes);
  await app.register(accountLifecycleRoutes);
  await app.register(jobRoutes);
  await app.register(agreementRoutes);
  await app.register(withdrawRoutes);
  await app.register(editJobRoutes);
  await app.register(jobCountRoutes);
  await app.register(jobPhotoRoutes);
  await app.register(jobReviewRoutes);
  await app.register(adminRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminConversationRoutes);
  await app.register(directoryRoutes, { statsCacheMs: config.statsCacheMs });
  await app.register(placeRoutes);
  await app.register(sitemapRoutes, { publicUrl: config.publicUrl });
  await app.register(requestRoutes);
  await app.register(adminOutboxRoutes);
  await app.register(notificationRoutes);
  await app.register(newsletterRoutes);
  await app.register(requestLinkRoutes);
  await app.register(reviewRoutes);
  await app.register(messagingRoutes);
  await app.register(visitRoutes);
  await app.register(visitFeedRoutes);
  await app.register(siteRoutes, { social: config.social });
  await app.register(tradeProfileRoutes);
  await app.register(reliabilityRoutes);
  await app.register(tradeProfileImageRoutes);
  await app.register(adminCredentialRoutes);
  await app.register(webPagesPlugin, {
    root: config.webDist,
    dev: config.webDev,
    cache: config.pageCache,
    publicUrl: config.publicUrl,
    site: { social: config.social },
  });
  return app;
}
