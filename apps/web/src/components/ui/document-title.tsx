import { useLayoutEffect } from 'react';

/** Where the prerender collects the page's title (entry-server.tsx); the browser sets document.title. */
export const serverTitle = { current: '' };

/**
 * The page's title. React 19 hoists a <title> rendered anywhere into <head>; Preact does not, so
 * each page names itself through this: document.title in the browser, the prerender's <head> on the
 * server.
 */
export function DocumentTitle({ children }: { children: string }) {
  if (typeof document === 'undefined') serverTitle.current = children;
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
