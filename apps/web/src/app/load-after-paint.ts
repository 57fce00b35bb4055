/**
 * Run by a prerendered page at the end of its <body> (scripts/prerender.mjs adds it, and its hash
 * to the CSP): the page's code, the entry and the page's own chunks (listed on #root, preloaded
 * beside it), is asked for once the page is on the screen. Asked for from the <head>, 100 KB of
 * code shared a slow phone's connection with the page, and the first paint waited for it. A tab
 * opened in the background paints nothing until it is shown, so it asks at once; so does a browser
 * that cannot report a paint, and one that reports none asks after three seconds.
 */
function loadAfterPaint(entry: string) {
  let asked = false;
  const load = () => {
    if (asked) return;
    asked = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
    // A few preloads a task: each link started costs a slow phone a few milliseconds, and twenty
    // at once were one task of 30-120 ms with the CPU slowed four times.
    const modules = (document.getElementById('root')?.dataset.modules ?? '').split(' ').filter(Boolean);
    const preload = () => {
      for (const href of modules.splice(0, 5)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      if (modules.length > 0) setTimeout(preload);
    };
    preload();
  };
  if (document.visibilityState === 'hidden') {
    load();
    return;
  }
  try {
    new PerformanceObserver(load).observe({ type: 'paint', buffered: true });
    setTimeout(load, 3000);
  } catch {
    load();
  }
}

/** The inline script, for the build's entry chunk (its address). */
export const loaderScript = (entry: string) => `(${loadAfterPaint.toString()})(${JSON.stringify(entry)});`;
