import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, Mail, MapPin } from 'lucide-react';
import { LIMITS, type MatchingJob } from '@tradewise/shared';
import { Badge } from '../../components/ui/badge';
import { PhotoGallery } from '../../components/job-photos/photo-gallery';
import { FactList } from '../../components/ui/fact-list';
import { useJobFormat } from '../../lib/job-format';
import { distanceAway } from './distance';
import './distance.css';

/**
 * A job the tradesperson may quote for (marked when its client asked them): the facts, then Apply
 * (or Quoted; or, once they withdrew a quotation on it, why they cannot quote on it again).
 */
export function MatchingJobCard({ job, canApply }: { job: MatchingJob; canApply: boolean }) {
  const { t, i18n } = useTranslation();
  const format = useJobFormat();
  const titleId = `match-${job._id}-title`;
  const trade = format.trade(job.workType);
  return (
    <article className="job-card" aria-labelledby={titleId}>
      <div className="card-head">
        <div>
          <h3 id={titleId} className="job-card__title">
            {trade}
          </h3>
          <p className="job-card__meta">{t('jobFacts.postedOn', { date: format.date(job.createdAt) })}</p>
          {job.distanceMiles !== null && (
            <p className="job-card__meta job-card__distance">
              <MapPin size={16} aria-hidden="true" />
              {distanceAway(t, job.distanceMiles, i18n.resolvedLanguage)}
            </p>
          )}
        </div>
        {job.invited && (
          <Badge tone="info">
            <Mail size={16} aria-hidden="true" />
            {t('tradesDashboard.invited')}
          </Badge>
        )}
        {job.quoted && (
          <Badge tone="success">
            <Check size={16} aria-hidden="true" />
            {t('tradesDashboard.quoted')}
          </Badge>
        )}
        {job.withdrawn && <Badge tone="neutral">{t('tradesDashboard.withdrawn')}</Badge>}
      </div>
      <p className="job-card__description">{job.jobDescription}</p>
      {job.descriptionMasked && <p className="job-card__note">{t('jobFacts.descriptionMasked')}</p>}
      <PhotoGallery photos={job.photos} />
      <FactList
        facts={[
          { label: t('jobFacts.serviceTime'), value: format.serviceTime(job.serviceTime) },
          { label: t('jobFacts.propertyType'), value: format.propertyType(job.propertyType) },
          { label: t('jobFacts.address'), value: `${job.address.city}, ${job.address.postcode}` },
          {
            label: t('jobFacts.quotations'),
            value: t('tradesDashboard.quotationCount', {
              count: LIMITS.maxQuotationsPerJob,
              number: job.quotationCount,
              max: LIMITS.maxQuotationsPerJob,
            }),
          },
          {
            label: t('tradesDashboard.clientEmail'),
            value: t(
              job.clientEmailVerified ? 'tradesDashboard.clientEmailVerified' : 'tradesDashboard.clientEmailUnverified',
            ),
          },
        ]}
      />
      {job.withdrawn && <p className="job-card__note">{t('tradesDashboard.withdrawnNote')}</p>}
      {!job.quoted && !job.withdrawn && canApply && (
        <div className="job-card__actions">
          <Link
            className="button button--accent button--block-phone"
            to={`/apply/${job._id}`}
            state={{ job }}
            aria-label={t('tradesDashboard.applyFor', { job: trade, place: job.address.city })}
          >
            {t('tradesDashboard.apply')}
          </Link>
        </div>
      )}
    </article>
  );
}
