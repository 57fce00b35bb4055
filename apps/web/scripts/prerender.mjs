#!/usr/bin/env node
// Prerenders the public pages (src/entry-server.tsx) into the client build, in each language:
// dist/prerendered/<lang><path>.html (the home page is index.html), each with the stylesheets it
// needs inlined, its first data requests sent by an inline script in its <head> (which the shell,
// dist/index.html, gets too) and its code loaded by another once the page has been painted.
// Writes dist/csp-hashes.json, the hashes of every inline <style> and <script> the build serves,
// which the API adds to its Content-Security-Policy.
// Usage: node scripts/prerender.mjs [client dist] [ssr out dir]  (after `vite build --manifest --ssrManifest`
// and `vite build --ssr src/entry-server.tsx`; see package.json "build").
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.join(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(web, 'dist'));
const ssr = path.resolve(process.argv[3] ?? path.join(web, 'node_modules/.prerender'));

const { render, PRERENDERED, LANGUAGES, EARLY_SCRIPT, loaderScript } = await import(
  pathToFileURL(path.join(ssr, 'entry-server.js')).href
);
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(dist, '.vite', file), 'utf8'));
const manifest = readJson('manifest.json');
const ssrManifest = readJson('ssr-manifest.json');
// The shell (index.html) gets the inline script below; taken out first should this run again.
const EARLY_TAG = `<script>${EARLY_SCRIPT}</script>\n`;
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replace(EARLY_TAG, '');
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);

/** A chunk and the chunks it imports statically, each once. */
function chunkGraph(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) chunkGraph(imported, seen);
  return seen;
}
const entryGraph = chunkGraph(Object.keys(manifest).find((key) => manifest[key] === entry));

/** The stylesheets the page needs before its first paint (the app's, then its page chunks'), and its chunks to preload. */
function assetsOf(page) {
  // The chunk holding the page's module (Rollup may have merged it into another page's chunk).
  const file = ssrManifest[page]?.find((asset) => asset.endsWith('.js'))?.slice(1);
  const key = Object.keys(manifest).find((key) => manifest[key].file === file);
  if (!key) throw new Error(`prerender: ${page} is in no chunk of the build`);
  const own = [...chunkGraph(key)].filter((key) => !entryGraph.has(key));
  return {
    css: [...new Set([...(entry.css ?? []), ...own.flatMap((key) => manifest[key].css ?? [])])],
    js: own.map((key) => manifest[key].file),
  };
}

const ENTRY_TAG = `<script type="module" crossorigin src="/${entry.file}"></script>`;
if (!template.includes(ENTRY_TAG)) throw new Error('prerender: the entry <script> is not in index.html');
const LOADER = loaderScript(`/${entry.file}`);

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const styleHashes = new Set();
const inlineStyles = (html) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
for (const css of inlineStyles(template)) styleHashes.add(sha256(css));

/** react-toastify injects its stylesheet as a <style> element; the policy must allow exactly that text. */
function toastifyStyle() {
  const file = createRequire(path.join(web, 'package.json')).resolve('react-toastify');
  const source = fs.readFileSync(file.replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = /=`(:root \{\s*--toastify[^`]*)`/.exec(source);
  if (!literal) throw new Error('prerender: react-toastify stylesheet not found; the CSP would block it');
  return new Function(`return \`${literal[1]}\`;`)();
}
styleHashes.add(sha256(toastifyStyle()));

const fileOf = (language, pagePath) =>
  path.join(dist, 'prerendered', language, pagePath === '/' ? 'index.html' : `${pagePath}.html`);

let count = 0;
for (const { path: pagePath, page } of PRERENDERED) {
  const { css, js } = assetsOf(page);
  const style = css.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
  styleHashes.add(sha256(style));
  // The stylesheets are inlined, so the code loading a chunk that lists one (a page's, or the app's
  // with a lazy chunk importing the entry) must not fetch and apply it again: a restyle of the whole
  // page, and the chunk waiting for the file. Vite's loader skips a stylesheet already linked, and a
  // disabled link is neither fetched nor applied.
  const inlined = css.map((file) => `<link rel="stylesheet" href="/${file}" disabled>\n`).join('');
  // The page's first data requests leave from the <head>, before any script file has loaded.
  const head = `${EARLY_TAG}<style>${style}</style>\n${inlined}`;
  const modules = js.map((file) => `/${file}`).join(' ');
  for (const language of LANGUAGES) {
    const { head: pageHead, html } = await render(pagePath, language);
    const out = template
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(/<title>.*?<\/title>/, () => pageHead)
      // The boot header's style is for the unrendered shell only.
      .replace(/\s*<style>[\s\S]*?<\/style>/, '')
      // The app's stylesheet is inlined with the page's (no request before the first paint).
      .replace(/<link rel="stylesheet"[^>]*>\n?/g, '')
      .replace(ENTRY_TAG, '')
      .replace('</head>', () => `${head}</head>`)
      .replace(
        /<div id="root">[\s\S]*?<\/div>(?=\s*<\/body>)/,
        () => `<div id="root" data-prerendered="true" data-modules="${modules}">${html}</div>`,
      )
      .replace('</body>', () => `<script>${LOADER}</script>\n</body>`);
    if (!out.includes('data-prerendered')) throw new Error('prerender: #root not found in index.html');
    const file = fileOf(language, pagePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, out);
    for (const inline of inlineStyles(out)) styleHashes.add(sha256(inline));
    count += 1;
  }
}

// Every other page is served the shell: a signed-in page's first request (who is signed in) leaves
// from its <head> too, first thing (an inline script after a stylesheet waits for it).
fs.writeFileSync(
  path.join(dist, 'index.html'),
  template.replace('<head>', () => `<head>\n${EARLY_TAG}`),
);

fs.writeFileSync(
  path.join(dist, 'csp-hashes.json'),
  `${JSON.stringify({ styleSrc: [...styleHashes].sort(), scriptSrc: [sha256(EARLY_SCRIPT), sha256(LOADER)] }, null, 2)}\n`,
);
console.log(`prerendered ${count} pages (${PRERENDERED.length} paths x ${LANGUAGES.length} languages) in ${dist}`);
