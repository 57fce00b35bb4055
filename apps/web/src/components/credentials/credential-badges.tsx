import { useTranslation } from 'react-i18next';
import { ExternalLink, Flame, ShieldCheck, Zap, type LucideIcon } from 'lucide-react';
import type { CredentialBadge, CredentialKind } from '@tradewise/shared';
import { dateFormat, numberFormat } from '../../lib/format-locale';
import './credentials.css';

const ICONS: Record<CredentialKind, LucideIcon> = { gas_safe: Flame, scheme: Zap, insurance: ShieldCheck };
const GAS_SAFE_REGISTER = 'https://www.gassaferegister.co.uk/find-an-engineer/';

/** A UK calendar date (YYYY-MM-DD) in the reader's language, read as that day wherever they are. */
export function useCalendarDate() {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' });
  return (date: string) => format.format(new Date(date.length === 10 ? `${date}T00:00:00Z` : date));
}

/** Checked credentials as small chips on a directory card: the words say it, the icon repeats it. */
export function BadgeChips({ badges }: { badges: CredentialBadge[] }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className="credential-chips">
      {badges.map((badge) => {
        const Icon = ICONS[badge.kind];
        return (
          <li key={badge.kind} className="success-pill credential-chip">
            <Icon size={16} aria-hidden="true" />
            {t(`tradeProfile.badge.${badge.kind}`, { scheme: badge.scheme ?? '' })}
          </li>
        );
      })}
    </ul>
  );
}

/** One checked credential on the profile page: what it is, what it means, and how to verify it. */
function BadgeCard({ badge }: { badge: CredentialBadge }) {
  const { t, i18n } = useTranslation();
  const day = useCalendarDate();
  const Icon = ICONS[badge.kind];
  const scheme = badge.scheme ?? '';
  const money = numberFormat(i18n.resolvedLanguage, {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  });
  const details = [
    badge.kind === 'gas_safe' && badge.number && t('tradeProfile.detail.registration', { number: badge.number }),
    badge.kind === 'scheme' && badge.number && t('tradeProfile.detail.membership', { number: badge.number }),
    badge.insurer && t('tradeProfile.detail.insurer', { insurer: badge.insurer }),
    badge.coverPounds !== null && t('tradeProfile.detail.cover', { amount: money.format(badge.coverPounds) }),
    badge.expiresOn && t('tradeProfile.detail.expires', { date: day(badge.expiresOn) }),
  ].filter((line): line is string => Boolean(line));
  return (
    <li className="credential-card">
      <Icon className="credential-card__icon" size={28} aria-hidden="true" />
      <div>
        <h3 className="credential-card__title">{t(`tradeProfile.kind.${badge.kind}`, { scheme })}</h3>
        <ul className="credential-card__details">
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="credential-card__meaning">{t(`tradeProfile.meaning.${badge.kind}`, { scheme })}</p>
        <p className="credential-card__checked">
          <ShieldCheck size={16} aria-hidden="true" />
          {t('tradeProfile.detail.checkedOn', { brand: t('brand.name'), date: day(badge.checkedAt) })}
        </p>
        {badge.kind === 'gas_safe' && (
          <a className="credential-card__verify" href={GAS_SAFE_REGISTER} target="_blank" rel="noreferrer">
            {t('tradeProfile.detail.verifyGasSafe')}
            <ExternalLink size={16} aria-hidden="true" />
          </a>
        )}
      </div>
    </li>
  );
}

/** The profile page's checked credentials, each with what it means. */
export function BadgeList({ badges }: { badges: CredentialBadge[] }) {
  return (
    <ul className="credential-list stack-list">
      {badges.map((badge) => (
        <BadgeCard key={badge.kind} badge={badge} />
      ))}
    </ul>
  );
}
