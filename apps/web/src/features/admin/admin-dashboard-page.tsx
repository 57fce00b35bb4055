import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Briefcase, ChevronRight, HardHat, Users } from 'lucide-react';

const SECTIONS = [
  {
    to: '/admin/manage-clients',
    icon: Users,
    title: 'adminDashboard.manageClients',
    body: 'adminDashboard.manageClientsBody',
  },
  {
    to: '/admin/tradespeople',
    icon: HardHat,
    title: 'adminDashboard.manageTradespeople',
    body: 'adminDashboard.manageTradespeopleBody',
  },
  {
    to: '/admin/manage-jobs',
    icon: Briefcase,
    title: 'adminDashboard.manageJobs',
    body: 'adminDashboard.manageJobsBody',
  },
] as const;

/** /admin/dashboard: the way into the three admin lists. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <title>{`${t('adminDashboard.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('adminDashboard.title')}</h1>
          <p className="page-heading__lead">{t('adminDashboard.lead')}</p>
        </div>
      </div>
      <ul className="tiles">
        {SECTIONS.map(({ to, icon: Icon, title, body }) => (
          <li key={to}>
            <Link className="tile" to={to}>
              <span className="tile__icon" aria-hidden="true">
                <Icon size={28} />
              </span>
              <span className="tile__text">
                <span className="tile__title">{t(title)}</span>
                <span className="tile__body">{t(body)}</span>
              </span>
              <ChevronRight className="tile__chevron" size={24} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
