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
  // Every route is in the first page's manifest (a few KB): no /__manifest requests as the visitor
  // moves on, and no discovery round trip before a redirect (one looped on /admin/login).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
