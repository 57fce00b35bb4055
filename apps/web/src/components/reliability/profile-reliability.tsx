import { useTranslation } from 'react-i18next';
import { CalendarCheck } from 'lucide-react';
import type { PublicReliability } from '@tradewise/shared';
import { reliabilityLines } from './reliability-lines';
import './reliability.css';

/**
 * The public profile's "Reliability" section: the figures past their thresholds, or the leave,
 * and where they come from. Nothing at all while there is nothing to say.
 */
export function ProfileReliability({ figures }: { figures: PublicReliability | undefined }) {
  const { t, i18n } = useTranslation();
  const lines = reliabilityLines(t, figures, i18n.resolvedLanguage);
  if (lines.length === 0) return null;
  return (
    <section className="profile-section" aria-labelledby="profile-reliability">
      <h2 id="profile-reliability" className="profile-section__title">
        {t('tradeProfile.reliability.title')}
      </h2>
      <ul className="reliability-list">
        {lines.map((line) => (
          <li key={line}>
            <CalendarCheck size={18} aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      <p className="profile-section__lead">{t('tradeProfile.reliability.source', { brand: t('brand.name') })}</p>
    </section>
  );
}
