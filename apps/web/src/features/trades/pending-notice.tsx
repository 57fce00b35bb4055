import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { useMe } from '../../lib/me';
import './pending-notice.css';

/**
 * Above every page of a tradesperson awaiting approval, first of the account's notices (before the
 * email banner): on a phone it is the first thing they read, not below the fold.
 */
export function PendingApprovalNotice() {
  const { t } = useTranslation();
  const me = useMe('tradesperson');
  if (me.data?.role !== 'tradesperson' || me.data.status !== 'pending') return null;
  return (
    <div className="container pending-notice">
      <Alert tone="warning" title={t('tradesDashboard.pendingTitle')}>
        <p>{t('tradesDashboard.pendingBody')}</p>
      </Alert>
    </div>
  );
}
