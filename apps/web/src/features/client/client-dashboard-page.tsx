import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClipboardList, Plus } from 'lucide-react';
import { EmptyState } from '../../components/ui/status';
import { storedClientEmail } from '../../lib/auth';

/** /client-dashboard: the client's jobs (the list itself arrives with the jobs work). */
export default function ClientDashboardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') || storedClientEmail();

  return (
    <div className="container page">
      <title>{`${t('clinetDashboard.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">
            {email ? t('clinetDashboard.welcome', { email }) : t('clinetDashboard.welcomeNoEmail')}
          </h1>
          <p className="page-heading__lead">{t('clinetDashboard.lead')}</p>
        </div>
        <Link className="button button--accent" to="/post-job">
          <Plus size={20} aria-hidden="true" />
          {t('clinetDashboard.postNewJob')}
        </Link>
      </div>
      <section aria-labelledby="jobs-title" className="panel">
        <h2 id="jobs-title" className="panel__title">
          {t('clinetDashboard.yourJobs')}
        </h2>
        <EmptyState icon={ClipboardList} title={t('clinetDashboard.noJobs')}>
          <p>{t('clinetDashboard.noJobsHelp')}</p>
        </EmptyState>
      </section>
    </div>
  );
}
