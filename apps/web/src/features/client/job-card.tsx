import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileText, MessagesSquare, Pencil } from 'lucide-react';
import { formatPhoneNumberIntl } from 'react-phone-number-input/min';
import { Badge } from '../../components/ui/badge';
import { cx } from '../../components/ui/cx';
import { FactList } from '../../components/ui/fact-list';
import { JOB_STATUS_TONES, useJobFormat } from '../../lib/job-format';
import { JobDescriptionEdit } from './job-description-edit';
import { JobCardPhotos } from './job-photos/job-card-photos';
import { Quoter } from './quoter';
import { QuoteCompare } from './quote-compare';
import type { ClientJob, ClientQuotation } from '@tradewise/shared';

interface JobCardProps {
  job: ClientJob;
  onAccept: (quotation: ClientQuotation) => void;
  onComplete: () => void;
  onCancel: () => void;
  /** A completed job's review part: leave one, the form, or the review written. */
  review?: ReactNode;
}

/**
 * One of the client's jobs: every fact, then its quotations or the tradesperson hired. While it is
 * open and nobody has quoted, its description can be rewritten in place.
 */
export function JobCard({ job, onAccept, onComplete, onCancel, review }: JobCardProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const [editing, setEditing] = useState(false);
  const card = useRef<HTMLElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const titleId = `job-${job._id}-title`;
  const { address } = job;
  const finished = job.status === 'completed' || job.status === 'cancelled';
  const editable = job.status === 'open' && job.quotationCount === 0;
  const stopEditing = () => {
    // Back to the button that opened it, once rendered again (also when a save's answer closes
    // the form), or to the card once a quotation took the button away.
    flushSync(() => setEditing(false));
    (editButton.current ?? card.current)?.focus();
  };

  return (
    <article
      ref={card}
      id={`job-${job._id}`}
      tabIndex={-1}
      className={cx(
        'job-card',
        'focus-target',
        job.status === 'hired' && 'job-card--success',
        finished && 'job-card--muted',
      )}
      aria-labelledby={titleId}
    >
      <div className="card-head">
        <div>
          <h3 id={titleId} className="job-card__title">
            {format.trade(job.workType)}
          </h3>
          <p className="job-card__meta">{t('jobFacts.postedOn', { date: format.date(job.createdAt) })}</p>
        </div>
        <Badge tone={JOB_STATUS_TONES[job.status]}>{format.jobStatus(job.status)}</Badge>
      </div>

      <FactList
        facts={[
          { label: t('jobFacts.serviceTime'), value: format.serviceTime(job.serviceTime) },
          { label: t('jobFacts.propertyType'), value: format.propertyType(job.propertyType) },
          {
            label: t('jobFacts.address'),
            value: [address.street, address.city, address.postcode].join('\n'),
            double: true,
          },
          { label: t('jobFacts.contactEmail'), value: job.contactEmail, double: true },
          ...(editing ? [] : [{ label: t('jobFacts.description'), value: job.jobDescription, wide: true }]),
        ]}
      />

      {editing && <JobDescriptionEdit job={job} onClose={stopEditing} />}

      <JobCardPhotos job={job} />

      {job.acceptedQuotation ? (
        <Hired job={job} />
      ) : job.status === 'open' ? (
        <Quotations job={job} onAccept={onAccept} />
      ) : null}

      {finished && (
        <p className="job-card__note">
          {t(job.status === 'completed' ? 'clinetDashboard.completedNote' : 'clinetDashboard.cancelledNote')}
        </p>
      )}

      {review}

      {(job.status === 'open' || job.status === 'hired') && !editing && (
        <div className="job-card__actions">
          {editable && (
            <button
              ref={editButton}
              type="button"
              className="button button--secondary button--block-phone"
              // Which job: the card's title, said after the button's name.
              aria-describedby={titleId}
              onClick={() => setEditing(true)}
            >
              <Pencil size={18} aria-hidden="true" />
              {t('jobEdit.open')}
            </button>
          )}
          {job.status === 'hired' && (
            <button type="button" className="button button--primary button--block-phone" onClick={onComplete}>
              {t('clinetDashboard.markCompleted')}
            </button>
          )}
          {job.status === 'open' && (
            <button type="button" className="button button--secondary button--block-phone" onClick={onCancel}>
              {t('clinetDashboard.cancelJob')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}

function Quotations({ job, onAccept }: { job: ClientJob; onAccept: (quotation: ClientQuotation) => void }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const headingId = `job-${job._id}-quotations`;
  return (
    <section className="job-card__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="job-card__section-title">
        {t('clinetDashboard.quotationsTitle', { number: job.quotations.length })}
      </h4>
      {job.quotations.length > 1 && <QuoteCompare job={job} />}
      {job.quotations.length === 0 ? (
        <p className="job-card__note">{t('clinetDashboard.noQuotations')}</p>
      ) : (
        <ul className="stack-list">
          {job.quotations.map((quotation) => (
            <li key={quotation._id} className="quote">
              <div className="quote__head">
                <Quoter tradesperson={quotation.tradesperson} />
                <span className="quote__price">
                  {quotation.price === null ? t('jobFacts.noPrice') : format.price(quotation.price)}
                </span>
              </div>
              <p className="quote__text">{quotation.quotationText}</p>
              {quotation.masked && <p className="job-card__note">{t('jobFacts.quotationMasked')}</p>}
              <div className="quote__foot">
                <span>{t('clinetDashboard.receivedOn', { date: format.date(quotation.createdAt) })}</span>
                <MessagesLink conversationId={quotation.conversationId} name={quotation.tradesperson.name} />
                <button type="button" className="button button--accent" onClick={() => onAccept(quotation)}>
                  {t('clinetDashboard.accept')}
                  <span className="visually-hidden">
                    {' '}
                    {t('clinetDashboard.acceptFrom', { name: quotation.tradesperson.name })}
                  </span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The accepted quotation only, with the hired tradesperson's contact details. */
function Hired({ job }: { job: ClientJob }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const accepted = job.acceptedQuotation!;
  const person = accepted.tradeperson;
  const headingId = `job-${job._id}-hired`;
  return (
    <section className="job-card__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="job-card__section-title">
        {t('clinetDashboard.hiredTitle')}
      </h4>
      <div className="quote quote--accepted">
        <div className="quote__head">
          <p className="quote__who">
            <strong>{person.name}</strong>
            <span className="quote__business">{person.businessName}</span>
          </p>
          <span className="quote__price">
            {accepted.price === null ? t('jobFacts.noPrice') : format.price(accepted.price)}
          </span>
        </div>
        <p className="quote__text">{accepted.quotationText}</p>
        <MessagesLink
          conversationId={job.quotations.find((quotation) => quotation._id === accepted._id)?.conversationId}
          name={person.name}
        />
        <Link className="button button--secondary" to={`/agreement/${job._id}`}>
          <FileText size={18} aria-hidden="true" />
          {t('agreements.page.link')}
        </Link>
        <FactList
          facts={[
            {
              label: t('jobFacts.email'),
              value: <a href={`mailto:${person.email}`}>{person.email}</a>,
              double: true,
            },
            {
              label: t('jobFacts.contactNumber'),
              value: (
                <a href={`tel:${person.contactNumber}`}>
                  {formatPhoneNumberIntl(person.contactNumber) || person.contactNumber}
                </a>
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}

/** To the conversation with this tradesperson about this quotation (/messages). */
function MessagesLink({ conversationId, name }: { conversationId: string | undefined; name: string }) {
  const { t } = useTranslation();
  if (!conversationId) return null;
  return (
    <Link className="button button--secondary" to={`/messages?c=${conversationId}`}>
      <MessagesSquare size={18} aria-hidden="true" />
      {t('clinetDashboard.messages')}
      <span className="visually-hidden"> {t('clinetDashboard.messagesWith', { name })}</span>
    </Link>
  );
}
