import { redirect, type LoaderFunctionArgs } from 'react-router';
import { localizedPath, pathLanguage, unprefixedPath } from '@tradewise/shared';

/** Addresses that are another page's: the footer's /contact (spec section 2), short aliases. */
const TARGETS: Record<string, string> = {
  '/contact': '/contact-us',
  '/about': '/about-us',
  '/terms': '/Terms',
  '/privacy': '/Privacy',
  '/admin': '/admin/dashboard',
};

export function loader({ request }: LoaderFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  const target = TARGETS[unprefixedPath(pathname).replace(/(.)\/$/, '$1')] ?? '/';
  // /fr/contact leads to /fr/contact-us: the address's language is kept.
  const language = pathLanguage(pathname);
  return redirect((language ? localizedPath(target, language) : target) + search);
}

/** Never shown: the loader always redirects. */
export default function Redirect() {
  return null;
}
