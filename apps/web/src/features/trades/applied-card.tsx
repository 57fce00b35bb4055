import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText, MessagesSquare } from 'lucide-react';
import { formatPhoneNumberIntl } from 'react-phone-number-input/min';
import type { Application, ApplicationOutcome } from '@tradewise/shared';
import { PhotoGallery } from '../../components/job-photos/photo-gallery';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { cx } from '../../components/ui/cx';
import { FactList, type Fact } from '../../components/ui/fact-list';
import { useJobFormat, type Tone } from '../../lib/job-format';
import { AppliedQuote } from './applied-quote';
import { WithdrawQuotation } from './withdraw-quotation';

const TONES: Record<ApplicationOutcome, Tone> = {
  pending: 'warning',
  hired: 'success',
  completed: 'success',
  not_chosen: 'neutral',
  cancelled: 'neutral',
  withdrawn: 'neutral',
};

/** What the card says of an outcome after the badge; hired has its congratulations above. */
const NOTES: Partial<Record<ApplicationOutcome, string>> = {
  completed: 'appliedJobs.completedNote',
  not_chosen: 'appliedJobs.declinedNote',
  cancelled: 'appliedJobs.cancelledNote',
};

/**
 * One quotation sent: the job, what became of it (withdrawn ones too, with when), and once hired
 * the client's name, phone, email and address (N/A for the address and email before, as the
 * specification shows them).
 */
export function AppliedCard({ application, onGone }: { application: Application; onGone: () => void }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const job = application.jobId;
  const { outcome } = application;
  const accepted = application.status === 'accepted';
  const titleId = `applied-${application._id}-title`;
  const notAvailable = t('appliedJobs.notAvailable');
  const trade = format.trade(job.workType);
  // Hired, then the job closed: its client closed their account (no one chose "cancelled").
  const clientLeft = accepted && outcome === 'cancelled';
  const note =
    outcome === 'withdrawn'
      ? t('appliedJobs.withdrawnNote', { date: format.date(application.withdrawnAt ?? application.createdAt) })
      : clientLeft
        ? t('appliedJobs.clientLeftNote')
        : NOTES[outcome] && t(NOTES[outcome]);
  // Withdrawn before withdrawn quotations were kept: nothing is left of what it said.
  const said = application.quotationText !== '' || application.price !== null;
  const client: Fact[] = job.client
    ? [
        { label: t('appliedJobs.clientName'), value: job.client.name },
        {
          label: t('appliedJobs.clientPhone'),
          double: true,
          value: job.client.contactNumber ? (
            <a href={`tel:${job.client.contactNumber}`}>
              {formatPhoneNumberIntl(job.client.contactNumber) || job.client.contactNumber}
            </a>
          ) : (
            notAvailable
          ),
        },
      ]
    : [];
  return (
    <article
      className={cx(
        'job-card',
        accepted && !clientLeft && 'job-card--success',
        TONES[outcome] === 'neutral' && 'job-card--muted',
      )}
      aria-labelledby={titleId}
    >
      <div className="card-head">
        <div>
          <h3 id={titleId} className="job-card__title">
            {trade}
          </h3>
          <p className="job-card__meta">
            {job.address.city}, {job.address.postcode} ·{' '}
            {t('appliedJobs.appliedOn', { date: format.date(application.createdAt) })}
          </p>
        </div>
        <Badge tone={TONES[outcome]}>{t(`appliedJobs.outcomes.${outcome}`)}</Badge>
      </div>
      {outcome === 'hired' && (
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
          ...client,
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
      <PhotoGallery photos={job.photos} />
      {said && (
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
            {application.quote && (
              <AppliedQuote quotationId={application._id} view={application.quote} pending={outcome === 'pending'} />
            )}
            {application.hiddenFromClient && (
              <p className="job-card__note">{t('jobFacts.quotationHiddenFromClient')}</p>
            )}
          </div>
        </div>
      )}
      {note && <p className="job-card__note">{note}</p>}
      <div className="job-card__actions">
        <Link
          className="button button--secondary button--block-phone"
          to={`/messages?c=${application.conversationId}&as=tradesperson`}
        >
          <MessagesSquare size={18} aria-hidden="true" />
          {t('appliedJobs.messages')}
          <span className="visually-hidden"> {t('appliedJobs.messagesWith')}</span>
        </Link>
        {accepted && !clientLeft && (
          <Link className="button button--secondary button--block-phone" to={`/agreement/${job._id}`}>
            <FileText size={18} aria-hidden="true" />
            {t('agreements.page.link')}
          </Link>
        )}
        {outcome === 'pending' && (
          <WithdrawQuotation
            quotationId={application._id}
            label={t('appliedJobs.withdrawFor', { job: trade, place: job.address.city })}
            onGone={onGone}
          />
        )}
      </div>
    </article>
  );
}
