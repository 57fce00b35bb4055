import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, CalendarDays, MapPin, Star } from 'lucide-react';
import type { Trade } from '@tradewise/shared';
import { numberFormat } from '../../lib/format-locale';
import { Avatar } from './avatar';

/**
 * The spec's static sample professionals, shown only on an empty marketplace (no tradesperson
 * approved at all), each marked as an example: they are not real people or real reviews.
 */
interface SampleProfessional {
  id: string;
  name: string;
  trade: Trade;
  rating: number;
  reviews: number;
  location: string;
  verified: boolean;
  yearsExperience: number;
}

export const SAMPLES: readonly SampleProfessional[] = [
  {
    id: 'sample-1',
    name: 'James Carter',
    trade: 'plumber',
    rating: 4.9,
    reviews: 127,
    location: 'Manchester',
    verified: true,
    yearsExperience: 12,
  },
  {
    id: 'sample-2',
    name: 'Sophie Bennett',
    trade: 'electrician',
    rating: 4.8,
    reviews: 94,
    location: 'Leeds',
    verified: true,
    yearsExperience: 9,
  },
  {
    id: 'sample-3',
    name: 'Daniel Okafor',
    trade: 'carpenter',
    rating: 4.9,
    reviews: 112,
    location: 'Bristol',
    verified: true,
    yearsExperience: 15,
  },
];

function SampleCard({ pro }: { pro: SampleProfessional }) {
  const { t, i18n } = useTranslation();
  const rating = numberFormat(i18n.resolvedLanguage, { minimumFractionDigits: 1 }).format(pro.rating);
  return (
    <li className="pro">
      <span className="pro__example">{t('home.sampleTag')}</span>
      <div className="pro__head">
        <Avatar name={pro.name} />
        <div>
          <h3 className="pro__name">
            {pro.name}
            {pro.verified && (
              <BadgeCheck className="pro__verified" size={20} role="img" aria-label={t('home.verified')} />
            )}
          </h3>
          <p className="pro__trade">{t(`trades.${pro.trade}`)}</p>
        </div>
      </div>
      <p className="pro__rating">
        <Star className="pro__star" size={18} aria-hidden="true" />
        <span>{t('home.proRating', { count: pro.reviews, rating, reviews: pro.reviews })}</span>
      </p>
      <ul className="pro__facts">
        <li>
          <MapPin size={18} aria-hidden="true" />
          {pro.location}
        </li>
        <li>
          <CalendarDays size={18} aria-hidden="true" />
          {t('home.proExperience', { count: pro.yearsExperience, years: pro.yearsExperience })}
        </li>
      </ul>
      <Link className="button button--secondary pro__action" to="/directory">
        {t('home.viewProfile')}
        <span className="visually-hidden">: {pro.name}</span>
      </Link>
    </li>
  );
}

/** The samples, fetched only on a marketplace with no approved tradesperson (never otherwise). */
export default function Samples() {
  return (
    <ul className="pro-grid">
      {SAMPLES.map((pro) => (
        <SampleCard key={pro.id} pro={pro} />
      ))}
    </ul>
  );
}
