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
  // React Router's default route discovery: a page carries the routes it shows (in its HTML), and
  // asks /__manifest for others as links to them appear or the visitor is sent there. The whole
  // table ('initial') was 8 KB Brotli, 340 KB of JavaScript to parse, on every first page. 'lazy'
  // once looped (hundreds of /__manifest requests signed out on /fr/dashboard): <Navigate> was
  // given a new state object at each render (app/to-login.tsx now keeps one per address).
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
