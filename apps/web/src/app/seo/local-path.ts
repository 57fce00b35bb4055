import { useLocation } from 'react-router';
import { localizedPath, pathLanguage } from '@tradewise/shared';

/**
 * Where a link inside the page leads, in the language its address fixes: on /fr/directory, "/signin"
 * is /fr/signin; at an unprefixed address (the cookie chooses there) links stay unprefixed.
 */
export function useLocalPath(): (to: string) => string {
  const language = pathLanguage(useLocation().pathname);
  return (to) => (language && to.startsWith('/') && !to.startsWith('//') ? localizedPath(to, language) : to);
}
