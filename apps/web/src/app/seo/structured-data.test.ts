import { describe, expect, it } from 'vitest';
import { TRADES, type FullProfile, type PublicReview } from '@tradewise/shared';
import { BUSINESS_TYPES } from './business-types';
import { jsonLdText } from './json-ld';
import { organizationData, profileData, websiteData } from './structured-data';

const ORIGIN = 'https://tradewise.example';
const URL = `${ORIGIN}/fr/tradespeople/p1`;

const person = (rating: FullProfile['rating']): FullProfile => ({
  _id: 'p1',
  name: 'Jack Thompson',
  businessName: 'Thompson Plumbing',
  trade: 'plumber',
  city: 'Leeds',
  coverage: ['LS1', 'LS2'],
  memberSince: '2025-01-01T00:00:00.000Z',
  jobsWon: 3,
  rating,
  scores: { quality: null, reliability: null, value: null },
  distribution: [0, 0, 0, 0, rating.count],
  about: 'Boilers </script><script>alert(1)</script> & leaks',
  yearsTrading: 12,
  portrait: {
    _id: 'i1',
    url: '/api/tradespeople/p1/images/i1',
    thumbnailUrl: '/t',
    width: 400,
    height: 400,
    thumbnailWidth: 400,
  },
  badges: [],
  portfolio: [],
  reliability: {},
});

const job = { workType: 'plumber' as const, city: 'Leeds' };
const published: PublicReview = {
  _id: 'r1',
  status: 'published',
  rating: 5,
  quality: 5,
  reliability: 5,
  value: 4,
  text: 'Fixed it <b>fast</b>',
  reviewer: 'Alice C.',
  job,
  reply: null,
  verifiedHire: true,
  createdAt: '2026-10-02T10:00:00.000Z',
  editedAt: null,
};
const hidden: PublicReview = {
  _id: 'r2',
  status: 'hidden',
  hiddenReason: 'offensive',
  job,
  verifiedHire: true,
  createdAt: '2026-10-03T10:00:00.000Z',
};

/** The block as a search engine reads it: the script's text parsed back. */
const parsed = (data: Parameters<typeof jsonLdText>[0]) => JSON.parse(jsonLdText(data)) as Record<string, unknown>;

describe('structured data (JSON-LD)', () => {
  it('is a script no text in it can end: < > & escaped, and it parses back to the same data', () => {
    const data = profileData({
      person: person({ average: 5, count: 1 }),
      reviews: [published],
      url: URL,
      origin: ORIGIN,
      formerClient: 'A former client',
    });
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('gives a profile its trade’s kind of business, where it is based, the areas it covers and its portrait', () => {
    const block = parsed(
      profileData({
        person: person({ average: null, count: 0 }),
        reviews: [],
        url: URL,
        origin: ORIGIN,
        formerClient: 'x',
      }),
    );
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Plumber',
      name: 'Thompson Plumbing',
      url: URL,
      image: `${ORIGIN}/api/tradespeople/p1/images/i1`,
      address: { '@type': 'PostalAddress', addressLocality: 'Leeds' },
      areaServed: ['LS1', 'LS2'],
    });
  });

  it('has no rating and no review without published reviews, even with a hidden one listed', () => {
    const block = parsed(
      profileData({
        person: person({ average: null, count: 0 }),
        reviews: [hidden],
        url: URL,
        origin: ORIGIN,
        formerClient: 'x',
      }),
    );
    expect(block).not.toHaveProperty('aggregateRating');
    expect(block).not.toHaveProperty('review');
  });

  it('rates as the page shows (one decimal) and lists the published reviews, never a hidden one', () => {
    const block = parsed(
      profileData({
        person: person({ average: 4.666, count: 2 }),
        reviews: [published, hidden],
        url: URL,
        origin: ORIGIN,
        formerClient: 'x',
      }),
    );
    expect(block.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(block.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Alice C.' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Fixed it <b>fast</b>',
        datePublished: '2026-10-02',
      },
    ]);
  });

  it('names a reviewer who left as the page does', () => {
    const block = parsed(
      profileData({
        person: person({ average: 5, count: 1 }),
        reviews: [{ ...published, reviewer: null }],
        url: URL,
        origin: ORIGIN,
        formerClient: 'Un ancien client',
      }),
    );
    expect((block.review as { author: { name: string } }[])[0]?.author.name).toBe('Un ancien client');
  });

  it('has a kind of local business for every trade', () => {
    for (const trade of TRADES) expect(BUSINESS_TYPES[trade], trade).toMatch(/^[A-Z][A-Za-z]+$/);
    expect(BUSINESS_TYPES.electrician).toBe('Electrician');
    expect(BUSINESS_TYPES.roofer).toBe('RoofingContractor');
    expect(BUSINESS_TYPES.painter_decorator).toBe('HousePainter');
  });

  it('describes the organisation and the site on the home page, absolute on the public site', () => {
    const brand = { name: 'Tradewise', origin: ORIGIN, logo: '/assets/logo-mark-abc.svg' };
    expect(parsed(organizationData(brand))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Tradewise',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/assets/logo-mark-abc.svg`,
    });
    expect(parsed(websiteData(brand, `${ORIGIN}/es`, 'es'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Tradewise',
      url: `${ORIGIN}/es`,
      inLanguage: 'es',
    });
  });
});
