import { memo } from 'react';
import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Navigation, Phone, UserRound } from 'lucide-react';
import type { Listing } from '@tradewise/shared';
import { StarRating } from '../../components/reviews/star-rating';
import { BadgeChips } from '../../components/credentials/credential-badges';
import { coverageText, distanceText } from './near-place';
import { tradePicture } from './trade-picture';

/** A phone number in E.164 shown the UK way: +447911123456 -> 07911 123456. */
function displayPhone(e164: string): string {
  const uk = /^\+44(\d{4})(\d{6})$/.exec(e164);
  return uk ? `0${uk[1]} ${uk[2]}` : e164;
}

/**
 * A tradesperson in a list: portrait (else the trade's picture), trade, business name (the heading,
 * at the list's level), checked credentials, rating, how far away (when a place was searched and their base is known) and contact.
 * Memoised: a list that grows (a next page in TradespersonList) renders only its new cards.
 */
export const TradespersonCard = memo(function TradespersonCard({
  person,
  headingLevel = 2,
  first = false,
}: {
  person: Listing;
  headingLevel?: 2 | 3;
  /** The list's first card: its picture is on screen at once (on a phone, the page's largest), so it is fetched first. */
  first?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, i18n } = useTranslation();
  const trade = t(`trades.${person.trade}`);
  const distance = distanceText(t, person.distanceMiles, i18n.resolvedLanguage);
  return (
    <li className="listing">
      <img
        className="listing__picture"
        src={person.portrait?.thumbnailUrl ?? tradePicture(person.trade)}
        width={320}
        height={180}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        alt=""
      />
      <div className="listing__body">
        <p className="listing__trade">{trade}</p>
        <Heading className="listing__title">
          <Link to={`/tradespeople/${person._id}`}>{person.businessName}</Link>
        </Heading>
        <p className="listing__by">
          <UserRound size={18} aria-hidden="true" />
          {t('directoryPage.postedBy', { name: person.name })}
        </p>
        <BadgeChips badges={person.badges} />
        <p className="listing__rating">
          {person.rating.count > 0 && person.rating.average !== null ? (
            <StarRating value={person.rating.average} count={person.rating.count} size={16} />
          ) : (
            <span className="listing__no-rating">{t('reviews.rating.none')}</span>
          )}
        </p>
        <ul className="listing__facts">
          {distance && (
            <li className="listing__distance">
              <Navigation size={18} aria-hidden="true" />
              <span>{distance}</span>
            </li>
          )}
          <li>
            <MapPin size={18} aria-hidden="true" />
            <span>{coverageText(t, person, i18n.resolvedLanguage)}</span>
          </li>
          <li>
            <Mail size={18} aria-hidden="true" />
            <span className="visually-hidden">{t('common.labelled', { label: t('directoryPage.email') })} </span>
            <a href={`mailto:${person.email}`}>{person.email}</a>
          </li>
          <li>
            <Phone size={18} aria-hidden="true" />
            <span className="visually-hidden">{t('common.labelled', { label: t('directoryPage.contact') })} </span>
            <a href={`tel:${person.contactNumber}`}>{displayPhone(person.contactNumber)}</a>
          </li>
        </ul>
      </div>
    </li>
  );
});

/** The directory's cards; each card renders again only when its person changes (memo). */
export function TradespersonList({ people, busy }: { people: Listing[]; busy: boolean }) {
  return (
    <ul className="listing-grid" aria-busy={busy || undefined}>
      {people.map((person, index) => (
        <TradespersonCard key={person._id} person={person} first={index === 0} />
      ))}
    </ul>
  );
}
