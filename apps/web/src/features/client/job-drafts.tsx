import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import type { JobDraft } from '@tradewise/shared';
import { Badge } from '../../components/ui/badge';
import { FactList } from '../../components/ui/fact-list';
import { errorText } from '../../lib/error-text';
import { useJobFormat } from '../../lib/job-format';
import { JOBS_PAGE_SIZE, useDismissDraft } from './client-api';
import { ServerErrorToast } from './server-error-toast';

/** Requests sent from the home page's form, waiting for a description to become jobs; ten at a time. */
export function JobDrafts({ drafts }: { drafts: JobDraft[] }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const dismiss = useDismissDraft();
  const [shown, setShown] = useState(JOBS_PAGE_SIZE);
  return (
    <section aria-labelledby="drafts-title" className="panel panel--boxed">
      <h2 id="drafts-title" className="panel__title">
        {t('clinetDashboard.draftsTitle')}
      </h2>
      <p>{t('clinetDashboard.draftsLead')}</p>
      <ul className="card-list card-list--two">
        {drafts.slice(0, shown).map((draft) => {
          const titleId = `draft-${draft._id}-title`;
          const dismissing = dismiss.isPending && dismiss.variables === draft._id;
          return (
            <li key={draft._id}>
              <article className="job-card job-card--muted" aria-labelledby={titleId}>
                <div className="card-head">
                  <div>
                    <h3 id={titleId} className="job-card__title">
                      {format.trade(draft.tradespersonType)}
                    </h3>
                    <p className="job-card__meta">
                      {t('clinetDashboard.draftSentOn', { date: format.date(draft.createdAt) })}
                    </p>
                  </div>
                  <Badge tone="neutral">{t('clinetDashboard.draftBadge')}</Badge>
                </div>
                <FactList
                  facts={[
                    { label: t('jobFacts.serviceTime'), value: format.serviceTime(draft.serviceCompletionTime) },
                    { label: t('jobFacts.propertyType'), value: format.propertyType(draft.propertyType) },
                    {
                      label: t('jobFacts.address'),
                      value: [draft.address.street, draft.address.city, draft.address.postcode].join('\n'),
                    },
                  ]}
                />
                <div className="job-card__actions">
                  <Link
                    className="button button--primary button--block-phone"
                    to={`/post-job?request=${encodeURIComponent(draft._id)}`}
                  >
                    {t('clinetDashboard.finishAndPost')}
                  </Link>
                  <button
                    type="button"
                    className="button button--secondary button--block-phone"
                    disabled={dismissing}
                    onClick={() =>
                      dismiss.mutate(draft._id, {
                        onSuccess: () => toast.info(t('clinetDashboard.draftDismissed')),
                        onError: (error) =>
                          toast.error(<ServerErrorToast reason={errorText(t, error, { fallback: '' })} />),
                      })
                    }
                  >
                    {dismissing && <span className="spinner spinner--small" aria-hidden="true" />}
                    {t('clinetDashboard.dismiss')}
                  </button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {drafts.length > shown && (
        <div className="job-list__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setShown((count) => count + JOBS_PAGE_SIZE)}
          >
            {t('clinetDashboard.showMoreDrafts')}
          </button>
        </div>
      )}
    </section>
  );
}
