/**
 * Issue 40: /robots.txt names /sitemap.xml, an index of chunked sitemaps that list every public
 * page in each language with its alternates, valid against the sitemaps.org protocol (xmllint and
 * the schema in ./schemas), and never a thin trade-and-place page or a private one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createTradesperson } from '../../../test/factories.js';
import { sitemapsToday } from './sitemap.js';

const BASE = 'https://tradewise.example';
const SCHEMAS = path.join(import.meta.dirname, 'schemas');

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: BASE });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-sitemaps-'));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** xmllint's verdict on `xml` against a schema of ./schemas: throws with its messages when invalid. */
function validate(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd') {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.xml`);
  fs.writeFileSync(file, xml);
  execFileSync('xmllint', ['--noout', '--nonet', '--schema', path.join(SCHEMAS, schema), file], { stdio: 'pipe' });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe(`sitemaps and robots.txt (${dialectName()})`, () => {
  let leedsId: string;
  beforeAll(async () => {
    const person = await createTradesperson(ctx.app, {
      trade: 'plumber',
      businessName: 'Leeds Pipes',
      postcode: 'LS1 4DY',
    });
    await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/coverage',
      headers: bearer(person.token),
      payload: { areas: [], radiusMiles: 5 },
    });
    expect(saved.statusCode).toBe(200);
    leedsId = person.id;
    // Not listed: never approved.
    await createTradesperson(ctx.app, { trade: 'roofer', businessName: 'Pending Roofs', postcode: 'LS1 4DY' });
  });

  it('robots.txt names the sitemap and keeps signed-in, admin, apply and token pages out, in every language', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const path of [
      '/admin',
      '/account',
      '/dashboard',
      '/apply',
      '/reset-password',
      '/unsubscribe',
      '/fr/admin',
      '/es/apply',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /directory');
  });

  it('is an index of sitemaps that validate, listing public pages in three languages with alternates', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.headers.etag).toBeTruthy();
    validate(index.body, 'siteindex.xsd');
    const chunks = locs(index.body);
    expect(chunks).toEqual([`${BASE}/sitemaps/1.xml`]);

    const chunk = await get('/sitemaps/1.xml');
    expect(chunk.statusCode).toBe(200);
    validate(chunk.body, 'sitemap.xsd');
    const urls = locs(chunk.body);
    for (const page of ['/', '/fr', '/es', '/directory', '/fr/directory', '/about-us', '/es/how-it-works']) {
      expect(urls).toContain(`${BASE}${page}`);
    }
    // The listed tradesperson's profile and the places they reach, in each language's words.
    expect(urls).toContain(`${BASE}/tradespeople/${leedsId}`);
    expect(urls).toContain(`${BASE}/fr/tradespeople/${leedsId}`);
    expect(urls).toContain(`${BASE}/plumbers/leeds`);
    expect(urls).toContain(`${BASE}/fr/plombiers/leeds`);
    expect(urls).toContain(`${BASE}/es/fontaneros/ls1`);
    // Thin pages (nobody of the trade reaches the place), private pages and aliases are not listed.
    expect(urls).not.toContain(`${BASE}/plumbers/york`);
    expect(urls).not.toContain(`${BASE}/roofers/leeds`);
    expect(urls.some((url) => /\/(admin|account|dashboard|apply|signin|find-tradespeople)\b/.test(url))).toBe(false);
    // Each page names its three languages and x-default; a trade-and-place page has a lastmod.
    const entry = chunk.body.split('\n').find((line) => line.includes(`<loc>${BASE}/plumbers/leeds</loc>`))!;
    expect(entry).toContain(`hreflang="fr" href="${BASE}/fr/plombiers/leeds"`);
    expect(entry).toContain(`hreflang="es" href="${BASE}/es/fontaneros/leeds"`);
    expect(entry).toContain(`hreflang="x-default" href="${BASE}/plumbers/leeds"`);
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);

    expect((await get('/sitemaps/2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/nothing.xml')).statusCode).toBe(400);
  });

  it('splits the URLs into chunks of at most the chunk size, each valid, the index naming every one', async () => {
    const small = sitemapsToday(ctx.database.db, BASE, 30);
    const index = await small.index();
    validate(index, 'siteindex.xsd');
    const named = locs(index);
    expect(named.length).toBeGreaterThan(2);
    expect(named).toEqual(named.map((_, at) => `${BASE}/sitemaps/${at + 1}.xml`));
    const all: string[] = [];
    for (let n = 1; n <= named.length; n += 1) {
      const chunk = (await small.chunk(n))!;
      validate(chunk, 'sitemap.xsd');
      const urls = locs(chunk);
      expect(urls.length).toBeLessThanOrEqual(30);
      all.push(...urls);
    }
    expect(await small.chunk(named.length + 1)).toBeUndefined();
    const whole = locs((await sitemapsToday(ctx.database.db, BASE, 50_000).chunk(1))!);
    expect(all).toEqual(whole);
    expect(new Set(all).size).toBe(all.length);
  });

  it('changes when the data does: a tradesperson listed later adds their pages', async () => {
    const before = await get('/sitemaps/1.xml');
    const person = await createTradesperson(ctx.app, {
      trade: 'roofer',
      businessName: 'York Roofs',
      postcode: 'YO1 7HH',
    });
    await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
    const after = await get('/sitemaps/1.xml');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(locs(after.body)).toContain(`${BASE}/roofers/york`);
  });
});
