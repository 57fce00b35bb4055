import { redirect, type LoaderFunctionArgs } from 'react-router';

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
  const target = TARGETS[pathname.replace(/(.)\/$/, '$1')] ?? '/';
  return redirect(target + search);
}

/** Never shown: the loader always redirects. */
export default function Redirect() {
  return null;
}
