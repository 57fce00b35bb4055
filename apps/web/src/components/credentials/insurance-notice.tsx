import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { daysUntil, insuranceStanding, type TradespersonStatus } from '@tradewise/shared';
import { Alert } from '../ui/alert';
import { useCalendarDate } from './credential-badges';
import { ownProfileQuery } from './own-profile';

/**
 * What a tradesperson's public liability insurance means for them (the listing rule): it expires
 * soon, it expired, it waits for our check, or there is none, and so they are (or will be) hidden
 * from the directory and job alerts, or cannot be approved. Nothing while it is current.
 */
export function InsuranceNotice({
  status,
  linkToProfile = true,
}: {
  /** The account's status (undefined: not known yet, nothing shown). */
  status: TradespersonStatus | undefined;
  linkToProfile?: boolean;
}) {
  const { t } = useTranslation();
  const day = useCalendarDate();
  const profile = useQuery({ ...ownProfileQuery, enabled: status !== undefined && status !== 'suspended' });
  if (status === undefined || status === 'suspended' || !profile.data) return null;
  const now = new Date();
  const insurance = profile.data.credentials.find((credential) => credential.kind === 'insurance');
  const standing = insuranceStanding(insurance, now);
  const approved = status === 'approved';
  if (standing === 'current' || (standing === 'unchecked' && !approved)) return null;
  const expiresOn = insurance?.expiresOn;
  const values = {
    date: expiresOn ? day(expiresOn) : '',
    count: expiresOn ? daysUntil(expiresOn, now) : 0,
    insurer: insurance?.insurer ?? '',
  };
  const key = standing === 'expiring' ? 'expiring' : `${standing}${approved ? 'Approved' : 'Pending'}`;
  return (
    <Alert
      tone={standing === 'expired' && approved ? 'error' : 'warning'}
      title={t(`tradeProfile.insuranceNotice.${key}Title`, values)}
    >
      <p>{t(`tradeProfile.insuranceNotice.${key}Body`, values)}</p>
      {linkToProfile && (
        <p>
          <Link to="/account/profile">{t('tradeProfile.insuranceNotice.update')}</Link>
        </p>
      )}
    </Alert>
  );
}
