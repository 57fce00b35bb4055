import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarSettings } from './calendar-settings';
import { VisitCard } from './visit-card';
import { useMyVisits, type VisitRole } from './visits-api';

/**
 * The dashboards' visits: proposals waiting, booked visits coming, and those to say how they went.
 * The tradesperson's week view (/visits) holds their calendar feed; a client's is here, under their visits.
 */
export function UpcomingVisits({ role }: { role: VisitRole }) {
  const { t } = useTranslation();
  const visits = useMyVisits(role);
  if (!visits.data || visits.data.length === 0) return null;
  return (
    <>
      <section className="panel visit-list" aria-labelledby="upcoming-visits-title">
        <div className="visit-panel__head">
          <h2 id="upcoming-visits-title" className="panel__title">
            {t('visits.upcoming')}
          </h2>
          {role === 'tradesperson' && (
            <Link className="button button--quiet" to="/visits">
              {t('visits.week.open')}
            </Link>
          )}
        </div>
        {visits.data.map((visit) => (
          <VisitCard key={visit._id} role={role} visit={visit} linkToConversation />
        ))}
      </section>
      {role === 'client' && <CalendarSettings role="client" />}
    </>
  );
}
