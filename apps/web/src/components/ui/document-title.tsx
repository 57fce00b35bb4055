import { useLayoutEffect } from 'react';

/** Where the prerender collects the page's title (entry-server.tsx); the browser sets document.title. */
export const serverTitle = { current: '' };

/**
 * The page's title: document.title in the browser, the prerender's <head> on the server (the
 * prerender renders #root's content, not the document, so React cannot hoist a <title> there).
 */
export function DocumentTitle({ children }: { children: string }) {
  if (typeof document === 'undefined') serverTitle.current = children;
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
