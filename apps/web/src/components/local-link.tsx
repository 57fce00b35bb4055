import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, useLocation } from 'react-router';
import { localizedPath, pathLanguage } from '@tradewise/shared';

/**
 * Where a link inside the page leads, in the language its address fixes: on /fr/directory, "/signin"
 * is /fr/signin; at an unprefixed address (the cookie chooses there) links stay unprefixed.
 */
export function useLocalPath(): (to: string) => string {
  const language = pathLanguage(useLocation().pathname);
  return (to) => (language && to.startsWith('/') && !to.startsWith('//') ? localizedPath(to, language) : to);
}

/** React Router's Link, leading to the page in the language the current address fixes (/fr/...). */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  const local = useLocalPath();
  return <RouterLink to={typeof to === 'string' ? local(to) : to} {...props} />;
}

/** React Router's NavLink, likewise in the current address's language. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  const local = useLocalPath();
  return <RouterNavLink to={typeof to === 'string' ? local(to) : to} {...props} />;
}
