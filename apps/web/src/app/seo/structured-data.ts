import type { LocalBusiness, Organization, Review, WebSite, WithContext } from 'schema-dts';
import type { FullProfile, Language, PublicReview } from '@tradewise/shared';
import { absoluteUrl } from './addresses';
import { BUSINESS_TYPES } from './business-types';

/** The brand as the home page shows it: its name, its address, its logo. */
export interface Brand {
  name: string;
  /** The site's public address (PUBLIC_URL). */
  origin: string;
  /** The logo's address (the header's mark). */
  logo: string;
}

/** The home page's: the organisation behind the site. */
export function organizationData({ name, origin, logo }: Brand): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, logo),
  };
}

/** The home page's: the site itself, in the page's language, at the page's address. */
export function websiteData({ name }: Brand, url: string, language: Language): WithContext<WebSite> {
  return { '@context': 'https://schema.org', '@type': 'WebSite', name, url, inLanguage: language };
}

/** What a profile's structured data is made of: what the page shows. */
export interface ProfileFacts {
  person: FullProfile;
  /** The reviews the page lists (a hidden one is left out: only its reason is shown). */
  reviews: readonly PublicReview[];
  /** The page's own address (its canonical). */
  url: string;
  origin: string;
  /** How the page names a reviewer who has deleted their account ("A former client"). */
  formerClient: string;
}

/** Half-up to one decimal, as the page shows an average ("4.7"). */
const shownAverage = (average: number) => Math.round(average * 10) / 10;

const review = (shown: Extract<PublicReview, { status: 'published' }>, formerClient: string): Review => ({
  '@type': 'Review',
  author: { '@type': 'Person', name: shown.reviewer ?? formerClient },
  reviewRating: { '@type': 'Rating', ratingValue: shown.rating, bestRating: 5, worstRating: 1 },
  reviewBody: shown.text,
  datePublished: shown.createdAt.slice(0, 10),
});

/**
 * A profile's: the business as the kind of local business its trade is (Plumber, Electrician...),
 * where it is based and the areas it covers, its portrait, and, only when it has published
 * reviews, its rating and the published reviews the page lists (never a hidden one).
 */
export function profileData({ person, reviews, url, origin, formerClient }: ProfileFacts): WithContext<LocalBusiness> {
  const published = reviews.filter((one) => one.status === 'published');
  const rated = person.rating.count > 0 && person.rating.average !== null;
  return {
    '@context': 'https://schema.org',
    '@type': BUSINESS_TYPES[person.trade],
    '@id': url,
    name: person.businessName,
    url,
    ...(person.portrait && { image: absoluteUrl(origin, person.portrait.url) }),
    ...(person.about && { description: person.about }),
    address: { '@type': 'PostalAddress', addressLocality: person.city },
    areaServed: person.coverage,
    ...(rated && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: shownAverage(person.rating.average ?? 0),
        reviewCount: person.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
      ...(published.length > 0 && { review: published.map((one) => review(one, formerClient)) }),
    }),
  } as WithContext<LocalBusiness>;
}
