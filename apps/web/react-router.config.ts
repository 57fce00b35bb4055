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
} satisfies Config;
