/**
 * Whether the page was prerendered at build time (apps/web/scripts/prerender.mjs marks its #root),
 * and so was sent in the language of its <html lang>, ready to hydrate.
 */
export const isPrerendered = (root = document.getElementById('root')) => root?.dataset.prerendered === 'true';
