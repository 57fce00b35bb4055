import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FullProfile } from '@tradewise/shared';
import { JsonLd } from '../../app/seo/json-ld';
import { canonicalUrl } from '../../app/seo/addresses';
import { usePublicOrigin } from '../../app/seo/public-origin';
import { profileData } from '../../app/seo/structured-data';
import { usePublicReviews } from '../../lib/reviews-api';

/** The profile's structured data (app/seo/structured-data.ts): what the page shows, and the reviews it lists. */
export function ProfileStructuredData({ person }: { person: FullProfile }) {
  const { t } = useTranslation();
  const origin = usePublicOrigin();
  const { pathname } = useLocation();
  const reviews = usePublicReviews(person._id).data?.pages.flatMap((page) => page.reviews) ?? [];
  const data = profileData({
    person,
    reviews,
    url: canonicalUrl(origin, pathname, ''),
    origin,
    formerClient: t('reviews.item.formerClient'),
  });
  return <JsonLd data={data} />;
}
