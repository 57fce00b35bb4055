import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { useLocalPath } from '../app/seo/local-path';

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
