import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode: routes in src/routes.ts, the document in src/root.tsx, pages
 * rendered on the server per request (by the API's Fastify server, apps/api/src/plugins/web-pages.ts)
 * and hydrated in the browser. The build writes dist/client (static assets) and dist/server.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // Every route is in the first page's manifest (8 KB Brotli, 340 KB of JavaScript): no /__manifest
  // requests as the visitor moves on, and no discovery round trip before a redirect. React Router's
  // default ('lazy') was tried twice and loops: /fr/admin/manage-jobs signed out asked /__manifest
  // 374 times in 3 s (and /admin/login once looped the same way).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
