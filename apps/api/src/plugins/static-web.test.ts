import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';

let ctx: TestContext;
let webDist: string;
const INDEX = '<!doctype html><title>Tradewise</title><div id="root"></div>';
/** What the build's prerender writes (apps/web/scripts/prerender.mjs), for a few pages. */
const PRERENDERED = ['signin.html', 'register.html', 'admin/login.html'];
const prerendered = (language: string, file: string) => `<!doctype html><html lang="${language}">${file}</html>`;
const STYLE_HASHES = [
  "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='",
  "'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='",
];
const SCRIPT_HASHES = ["'sha256-CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC='"];

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  for (const language of ['en', 'fr', 'es']) {
    for (const file of PRERENDERED) {
      fs.mkdirSync(path.dirname(path.join(webDist, 'prerendered', language, file)), { recursive: true });
      fs.writeFileSync(path.join(webDist, 'prerendered', language, file), prerendered(language, file));
    }
  }
  fs.writeFileSync(
    path.join(webDist, 'csp-hashes.json'),
    JSON.stringify({ styleSrc: STYLE_HASHES, scriptSrc: SCRIPT_HASHES }),
  );
  ctx = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('the web app for page paths', () => {
  it.each([
    '/',
    '/directory',
    '/tradespeople/6650f0c2a1b2c3d4e5f60718',
    '/admin/manage-jobs',
    '/TERMS',
    '/about-us/?x=1',
  ])('%s is a page of the app: 200 with the app', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX);
  });

  it.each(['/no-such-page', '/tradespeople', '/tradespeople/a/b', '/admin/nothing-here', '/about-us/extra'])(
    '%s is no page: 404, still with the app (which shows its translated 404 page)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX);
    },
  );

  it.each([
    ['/', 200, 'text/html'],
    ['/signin', 200, 'text/html'],
    ['/no-such-page', 404, 'text/html'],
    ['/api/no-such-endpoint', 404, 'application/json'],
  ])('HEAD %s answers as GET would (%i), with no body', async (url, status, type) => {
    const response = await ctx.app.inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(new RegExp(`^${type}`));
    expect(response.body).toBe('');
  });

  it('an unknown API path stays a JSON 404', async () => {
    const response = await get('/api/no-such-endpoint');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('prerendered pages', () => {
  it.each([
    ['/signin', {}, prerendered('en', 'signin.html')],
    ['/register/', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' }, prerendered('fr', 'register.html')],
    ['/admin/login', { 'accept-language': 'de-DE, es;q=0.5, fr;q=0.4' }, prerendered('es', 'admin/login.html')],
    ['/signin', { 'accept-language': 'de, it' }, prerendered('en', 'signin.html')],
    ['/signin', { 'accept-language': 'fr;q=0, es' }, prerendered('es', 'signin.html')],
    // The language chosen in the app (its cookie) wins over the browser's.
    ['/signin', { cookie: 'theme=x; lang=fr', 'accept-language': 'es' }, prerendered('fr', 'signin.html')],
    ['/signin', { cookie: 'lang=de', 'accept-language': 'es' }, prerendered('es', 'signin.html')],
  ])('%s with %j: that language, never cached without asking, varying on both', async (url, headers, body) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(body);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toMatch(/Cookie, Accept-Language/);
  });

  it('a page the build did not prerender is still the app, in the browser', async () => {
    const response = await get('/client-dashboard', { cookie: 'lang=fr' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('the CSP allows the inline styles and script the build hashed, and no other inline style or script', async () => {
    const response = await get('/signin');
    const csp = String(response.headers['content-security-policy']);
    const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1];
    expect(styleSrc?.split(' ')).toEqual(["'self'", ...STYLE_HASHES]);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", ...SCRIPT_HASHES]);
    expect(csp).not.toMatch(/(style|script)-src [^;]*unsafe-inline/);
  });
});
