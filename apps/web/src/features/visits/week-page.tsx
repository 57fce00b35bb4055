import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Loading } from '../../components/ui/status';
import { formatLocale } from '../../lib/format-locale';
import { CalendarSettings } from './calendar-settings';
import { londonDate, timeText } from './visit-time';
import { useMyVisits } from './visits-api';
import { daysFrom, mondayOf, shiftWeek, spanOf, thisMonday } from './week';
import './visits.css';

/** The tradesperson's booked visits in one week (days side by side on a wide screen, a list on a phone). */
export default function VisitWeekPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('week');
  const monday = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? mondayOf(asked) : thisMonday();
  const visits = useMyVisits('tradesperson', spanOf(monday));
  const days = daysFrom(monday);
  const shortDay = new Intl.DateTimeFormat(formatLocale(i18n.language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayName = new Intl.DateTimeFormat(formatLocale(i18n.language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const booked = (visits.data ?? []).filter((visit) => visit.status === 'booked' && visit.startsAt);

  return (
    <div className="container page">
      <title>{`${t('visits.week.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('visits.week.title')}</h1>
          <p className="page-heading__lead">{t('visits.week.lead')}</p>
        </div>
      </div>
      <nav className="visit-week__nav" aria-label={t('visits.week.navigation')}>
        <Link className="button button--secondary" to={`?week=${shiftWeek(monday, -1)}`}>
          <ChevronLeft size={16} aria-hidden="true" />
          {t('visits.week.previous')}
        </Link>
        <p className="visit-week__range">
          {t('visits.week.of', { date: dayName.format(new Date(`${monday}T12:00:00Z`)) })}
        </p>
        <Link className="button button--secondary" to={`?week=${shiftWeek(monday, 1)}`}>
          {t('visits.week.next')}
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      </nav>
      {visits.isError && <Alert tone="error" title={t('visits.failed')} />}
      {visits.isPending ? (
        <Loading label={t('visits.week.loading')} />
      ) : (
        <ol className="visit-week">
          {days.map((day) => {
            const ofDay = booked.filter((visit) => londonDate(new Date(visit.startsAt!)) === day);
            return (
              <li key={day} className="visit-week__day">
                <h2 className="visit-week__date">{shortDay.format(new Date(`${day}T12:00:00Z`))}</h2>
                {ofDay.length === 0 ? (
                  <p className="visit-card__note">{t('visits.week.none')}</p>
                ) : (
                  ofDay.map((visit) => (
                    <Link key={visit._id} className="visit-week__item" to={`/messages?c=${visit.conversationId}`}>
                      <strong>{timeText({ startsAt: visit.startsAt!, endsAt: visit.endsAt! }, i18n.language)}</strong>
                      <span>{visit.counterpart.name}</span>
                      <span>{[visit.address.street, visit.address.postcode].filter(Boolean).join(', ')}</span>
                    </Link>
                  ))
                )}
              </li>
            );
          })}
        </ol>
      )}
      <CalendarSettings role="tradesperson" />
    </div>
  );
}
