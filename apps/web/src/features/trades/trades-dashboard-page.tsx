import { useTranslation } from 'react-i18next';
import { Inbox } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { EmptyState, Loading } from '../../components/ui/status';
import { useMe } from '../../lib/me';

/** /dashboard: the tradesperson's home (matching jobs arrive with the jobs work). */
export default function TradesDashboardPage() {
  const { t } = useTranslation();
  const me = useMe('tradesperson');
  const account = me.data;

  if (!account) return <Loading className="container page" label={t('common.loading')} />;

  return (
    <div className="container page">
      <title>{`${t('tradesDashboard.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('tradesDashboard.welcome', { name: account.name })}</h1>
          {account.businessName && account.trade && (
            <p className="page-heading__lead">
              {t('tradesDashboard.businessLine', {
                business: account.businessName,
                trade: t(`trades.${account.trade}`, { defaultValue: account.trade }),
              })}
            </p>
          )}
        </div>
      </div>
      {account.status === 'pending' && (
        <Alert tone="warning" title={t('tradesDashboard.pendingTitle')}>
          <p>{t('tradesDashboard.pendingBody')}</p>
        </Alert>
      )}
      {account.status === 'suspended' && (
        <Alert tone="error" title={t('tradesDashboard.suspendedTitle')}>
          <p>{t('errors.ACCOUNT_SUSPENDED')}</p>
        </Alert>
      )}
      <section aria-labelledby="matching-title" className="panel">
        <h2 id="matching-title" className="panel__title">
          {t('tradesDashboard.matchingJobs')}
        </h2>
        <EmptyState icon={Inbox} title={t('tradesDashboard.noJobs')}>
          <p>{t('tradesDashboard.noJobsHelp')}</p>
        </EmptyState>
      </section>
    </div>
  );
}
