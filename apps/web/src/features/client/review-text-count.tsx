import { useTranslation } from 'react-i18next';
import { LIMITS } from '@tradewise/shared';
import { CharacterCount } from '../../components/ui/character-count';
import { formatCount } from '../../components/reviews/format';

/**
 * The review's length as it is typed: how many more characters it needs (20 at least), then how
 * many are left (2,000 at most). Shown at once; told to screen readers once typing pauses.
 */
export function ReviewTextCount({ id, used }: { id: string; used: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const missing = LIMITS.reviewTextMin - used;
  const text =
    missing > 0
      ? t('clientReviews.countMissing', {
          count: missing,
          number: formatCount(missing, language),
        })
      : t('clientReviews.countLeft', {
          remaining: formatCount(Math.max(LIMITS.reviewTextMax - used, 0), language),
          max: formatCount(LIMITS.reviewTextMax, language),
        });
  return <CharacterCount id={id} used={used} max={LIMITS.reviewTextMax} text={text} />;
}
