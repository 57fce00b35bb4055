import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { useRenewFeed, useRevokeFeed, useSaveVisitCalendar, useVisitCalendar, type VisitRole } from './visits-api';

/** The private calendar feed (made, renewed, ended) and the two-hour reminder. */
export function CalendarSettings({ role }: { role: VisitRole }) {
  const { t } = useTranslation();
  const calendar = useVisitCalendar(role);
  const save = useSaveVisitCalendar(role);
  const renew = useRenewFeed(role);
  const revoke = useRevokeFeed(role);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = async (call: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await call();
    } catch (error) {
      setProblem(errorText(t, error, { fallback: t('visits.failed') }));
    }
  };
  if (!calendar.data) return null;
  const hasFeed = calendar.data.hasFeed;

  return (
    <section className="panel visit-calendar" aria-labelledby="visit-calendar-title">
      <h2 id="visit-calendar-title" className="panel__title">
        {t('visits.calendar.title')}
      </h2>
      <p>{t('visits.calendar.lead')}</p>
      {url ? (
        <div className="visit-calendar__url">
          <label htmlFor="visit-feed-url">{t('visits.calendar.address')}</label>
          <input id="visit-feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <p className="visit-card__note">{t('visits.calendar.shownOnce')}</p>
        </div>
      ) : (
        hasFeed && <p className="visit-card__note">{t('visits.calendar.active')}</p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={renew.isPending}
          onClick={() => void attempt(async () => setUrl((await renew.mutateAsync(undefined)).url))}
        >
          {t(hasFeed ? 'visits.calendar.renew' : 'visits.calendar.make')}
        </button>
        {hasFeed && (
          <button
            type="button"
            className="button button--quiet"
            disabled={revoke.isPending}
            onClick={() =>
              void attempt(async () => {
                await revoke.mutateAsync(undefined);
                setUrl(null);
              })
            }
          >
            {t('visits.calendar.revoke')}
          </button>
        )}
      </div>
      <label className="visit-form__consent">
        <input
          type="checkbox"
          checked={calendar.data.remindTwoHours}
          disabled={save.isPending}
          onChange={(e) => void attempt(() => save.mutateAsync({ remindTwoHours: e.target.checked }))}
        />
        {t('visits.calendar.twoHours')}
      </label>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
