import { useLocation, useMatches } from 'react-router';
import { isNoindexPath } from '@tradewise/shared';
import { canonicalUrl, languageAlternates } from './addresses';
import { usePublicOrigin } from './public-origin';
import { asHandle } from '../page-handle';

/**
 * What search engines read in every page's head (issue 40): a signed-in, admin or token page is
 * kept out of their index (and the not-found page, and a page whose handle says so for its data);
 * every other page names its canonical address and its address in each language (hreflang),
 * absolute on the public site. A page kept out names no canonical: the two would contradict.
 */
export function SearchHead() {
  const { pathname, search } = useLocation();
  const origin = usePublicOrigin();
  // The not-found page (any address the router has no page for) is no page to index either.
  const matches = useMatches();
  const notFound = matches.some((match) => match.id.endsWith('not-found'));
  const thin = matches.some((match) => asHandle(match.handle).noindex?.(match.data) === true);
  if (notFound || thin || isNoindexPath(pathname)) return <meta name="robots" content="noindex" />;
  return (
    <>
      <link rel="canonical" href={canonicalUrl(origin, pathname, search)} />
      {languageAlternates(origin, pathname, search).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
    </>
  );
}
