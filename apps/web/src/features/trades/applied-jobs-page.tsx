import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Send } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { cx } from '../../components/ui/cx';
import { FactList } from '../../components/ui/fact-list';
import { EmptyState, Loading } from '../../components/ui/status';
import { errorText } from '../../lib/error-text';
import { QUOTATION_STATUS_TONES, useJobFormat } from '../../lib/job-format';
import { useAppliedJobs } from './trades-api';
import '../../styles/jobs.css';
import type { Application } from '@tradewise/shared';

/** /applied-jobs: the tradesperson's quotations, accepted first, then newest (the API's order). */
export default function AppliedJobsPage() {
  const { t } = useTranslation();
  const applied = useAppliedJobs();

  return (
    <div className="container page">
      <title>{`${t('appliedJobs.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('appliedJobs.title')}</h1>
          <p className="page-heading__lead">{t('appliedJobs.lead')}</p>
        </div>
        <Link className="button button--secondary" to="/dashboard">
          <ArrowLeft size={20} aria-hidden="true" />
          {t('appliedJobs.backToDashboard')}
        </Link>
      </div>
      {applied.isPending ? (
        <Loading label={t('appliedJobs.loading')} />
      ) : applied.isError ? (
        <Alert tone="error" title={t('appliedJobs.fetchFailed')} live="alert">
          <p>
            {t('appliedJobs.loadFailed', {
              error: errorText(t, applied.error, { fallback: t('errors.INTERNAL') }),
            })}
          </p>
          <button type="button" className="button button--secondary" onClick={() => void applied.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : applied.data.length === 0 ? (
        <EmptyState
          icon={Send}
          title={t('appliedJobs.empty')}
          action={
            <Link className="button button--primary" to="/dashboard">
              {t('appliedJobs.findJobs')}
            </Link>
          }
        >
          <p>{t('appliedJobs.emptyHelp')}</p>
        </EmptyState>
      ) : (
        <ul className="card-list card-list--two">
          {applied.data.map((application) => (
            <li key={application._id}>
              <AppliedCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AppliedCard({ application }: { application: Application }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const job = application.jobId;
  const accepted = application.status === 'accepted';
  const titleId = `applied-${application._id}-title`;
  const notAvailable = t('appliedJobs.notAvailable');
  return (
    <article
      className={cx(
        'job-card',
        accepted && 'job-card--success',
        application.status === 'declined' && 'job-card--muted',
      )}
      aria-labelledby={titleId}
    >
      <div className="job-card__head">
        <div>
          <h3 id={titleId} className="job-card__title">
            {format.trade(job.workType)}
          </h3>
          <p className="job-card__meta">
            {job.address.city}, {job.address.postcode} ·{' '}
            {t('appliedJobs.appliedOn', { date: format.date(application.createdAt) })}
          </p>
        </div>
        <Badge tone={QUOTATION_STATUS_TONES[application.status]}>{format.quotationStatus(application.status)}</Badge>
      </div>
      {accepted && (
        <Alert tone="success" className="alert--compact">
          <p>{t('appliedJobs.congratulations')}</p>
        </Alert>
      )}
      <FactList
        facts={[
          { label: t('jobFacts.propertyType'), value: format.propertyType(job.propertyType) },
          { label: t('jobFacts.serviceTime'), value: format.serviceTime(job.serviceTime) },
          { label: t('jobFacts.posted'), value: format.date(job.createdAt) },
          { label: t('jobFacts.description'), value: job.jobDescription, wide: true },
          {
            label: t('appliedJobs.clientAddress'),
            double: true,
            value:
              accepted && job.address.street
                ? [job.address.street, job.address.city, job.address.postcode].join('\n')
                : notAvailable,
          },
          {
            label: t('appliedJobs.clientEmail'),
            double: true,
            value:
              accepted && job.contactEmail ? (
                <a href={`mailto:${job.contactEmail}`}>{job.contactEmail}</a>
              ) : (
                notAvailable
              ),
          },
        ]}
      />
      <div className="job-card__section">
        <h4 className="job-card__section-title">{t('appliedJobs.yourQuotation')}</h4>
        <div className={cx('quote', accepted && 'quote--accepted')}>
          <div className="quote__head">
            <span>{t('jobFacts.price')}</span>
            <span className="quote__price">
              {application.price === null ? t('jobFacts.noPrice') : format.price(application.price)}
            </span>
          </div>
          <p className="quote__text">{application.quotationText}</p>
        </div>
      </div>
      {application.status === 'declined' && <p className="job-card__note">{t('appliedJobs.declinedNote')}</p>}
    </article>
  );
}
