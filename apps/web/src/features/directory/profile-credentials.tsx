import { useTranslation } from 'react-i18next';
import { needsGasSafe, type FullProfile } from '@tradewise/shared';
import { BadgeList } from '../../components/credentials/credential-badges';
import { Alert } from '../../components/ui/alert';

/**
 * The profile's credentials: only those an administrator checked (and, for insurance, not
 * expired). A gas engineer without a checked Gas Safe registration is said to lack one.
 */
export function ProfileCredentials({ person }: { person: FullProfile }) {
  const { t } = useTranslation();
  const gasSafeMissing = needsGasSafe(person.trade) && !person.badges.some((badge) => badge.kind === 'gas_safe');
  return (
    <section className="profile-section" aria-labelledby="profile-credentials">
      <h2 id="profile-credentials" className="profile-section__title">
        {t('tradeProfile.public.credentials')}
      </h2>
      <p className="profile-section__lead">{t('tradeProfile.public.credentialsLead')}</p>
      {gasSafeMissing && (
        <Alert tone="warning" className="profile-section__notice">
          <p>{t('tradeProfile.public.gasSafeMissing', { name: person.businessName })}</p>
        </Alert>
      )}
      {person.badges.length > 0 ? (
        <BadgeList badges={person.badges} />
      ) : (
        !gasSafeMissing && <p className="profile-section__empty">{t('tradeProfile.public.noCredentials')}</p>
      )}
    </section>
  );
}
