import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { cx } from '../ui/cx';
import { formatCount, formatScore } from './format';
import './reviews.css';

const GAP = 2;

/**
 * Five stars filled up to `value` (a fraction fills part of a star). Pictures only: the words
 * beside them say the figure.
 */
export function Stars({ value, size = 18, className }: { value: number; size?: number; className?: string }) {
  const clamped = Math.min(Math.max(value, 0), 5);
  const whole = Math.floor(clamped);
  // Whole stars with the gaps between them, then the fraction of the next star.
  const filled = whole * (size + GAP) + (clamped - whole) * size;
  const row = (on: boolean) =>
    [1, 2, 3, 4, 5].map((n) => (
      <Star key={n} size={size} strokeWidth={1.75} className={on ? 'stars__star--on' : 'stars__star'} />
    ));
  return (
    <span className={cx('stars', className)} style={{ gap: GAP }} aria-hidden="true">
      {row(false)}
      <span className="stars__filled" style={{ width: filled, gap: GAP }}>
        {row(true)}
      </span>
    </span>
  );
}

export interface StarRatingWords {
  /** "4.6 out of 5", already translated (the light home page brings its own words). */
  outOf: string;
  /** "from 12 reviews", already translated. */
  count?: string;
}

interface StarRatingProps {
  /** An average (one decimal shown) or a whole score out of 5. */
  value: number;
  /** Shown with a whole score as "4", with an average as "4.0". */
  kind?: 'average' | 'score';
  /** How many reviews the average is made of: "from 12 reviews". */
  count?: number;
  size?: number;
  /** False when the figure is already shown larger beside it. */
  showValue?: boolean;
  /** Words to use instead of the reviews catalogue's (for a page that does not load it). */
  words?: StarRatingWords;
  className?: string;
}

/**
 * A rating out of 5: the stars and the figure as everyone sees them, read out as one sentence
 * ("4.6 out of 5, from 12 reviews"). Show it only for a real figure: no reviews, no stars.
 */
export function StarRating({
  value,
  kind = 'average',
  count,
  size = 18,
  showValue = true,
  words,
  className,
}: StarRatingProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const shown = formatScore(value, language, { average: kind === 'average' });
  const outOf = words?.outOf ?? t('reviews.rating.outOf', { value: shown });
  const countText =
    words?.count ??
    (count === undefined
      ? undefined
      : t('reviews.rating.count', {
          count,
          number: formatCount(count, language),
        }));
  return (
    <span className={cx('star-rating', className)}>
      <Stars value={value} size={size} />
      {showValue && (
        <span className="star-rating__value" aria-hidden="true">
          {shown}
        </span>
      )}
      {countText && (
        <span className="star-rating__count" aria-hidden="true">
          {countText}
        </span>
      )}
      <span className="visually-hidden">{countText ? `${outOf}, ${countText}` : outOf}</span>
    </span>
  );
}
