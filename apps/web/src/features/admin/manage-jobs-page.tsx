import { useTranslation } from 'react-i18next';
import { MessageSquareQuote } from 'lucide-react';
import { JOB_STATUSES, type JobStatus, type AdminJob } from '@tradewise/shared';
import { Badge } from '../../components/ui/badge';
import { JOB_STATUS_TONES, QUOTATION_STATUS_TONES, useJobFormat } from '../../lib/job-format';
import { useJobs, useStats } from './admin-api';
import { useFormat } from './format';
import { AdminListPage } from './admin-list-page';
import { Fact, type FilterOption, RecordHead, EmailFact, AddressFact } from './list-parts';
import { DeleteButton, useDeleteAction, type DeleteAction } from './use-delete-action';
import { useListParams } from './use-list-params';

/** /admin/manage-jobs (and /job-description): every job with its quotations. */
export default function ManageJobsPage() {
  const { t } = useTranslation();
  const params = useListParams(JOB_STATUSES);
  const jobs = useJobs(params);
  const stats = useStats();
  const remove = useDeleteAction('jobs');

  const counts = stats.data?.jobs;
  const filters: FilterOption<JobStatus>[] = [
    { value: undefined, label: t('adminCommon.all') },
    ...JOB_STATUSES.map((status) => ({
      value: status,
      label: t(`jobFacts.jobStatuses.${status}`),
      count: counts?.[status],
    })),
  ];

  return (
    <AdminListPage section="adminJobs" params={params} query={jobs} filters={filters} dialogs={remove.prompt}>
      {(job) => <JobCard job={job} remove={remove} />}
    </AdminListPage>
  );
}

function JobCard({ job, remove }: { job: AdminJob; remove: DeleteAction }) {
  const { t } = useTranslation();
  const { date, money } = useFormat();
  const facts = useJobFormat();
  const headingId = `job-${job._id}`;
  const workType = facts.trade(job.workType);
  const active = job.quotations.length > 0;

  return (
    <article className="admin-record" aria-labelledby={headingId}>
      <RecordHead
        headingId={headingId}
        title={workType}
        place={job.address.city}
        dated={{ label: t('adminJobs.posted'), at: job.createdAt, text: date(job.createdAt) }}
        badges={
          <div className="admin-record__badges">
            {active && (
              <Badge tone="info" className="admin-badge-active">
                {t('adminJobs.active')}
              </Badge>
            )}
            <Badge tone={JOB_STATUS_TONES[job.status]}>{facts.jobStatus(job.status)}</Badge>
          </div>
        }
      />
      <p className="admin-record__text">{job.jobDescription}</p>
      <dl className="facts">
        <Fact term={t('jobFacts.serviceTime')}>{facts.serviceTime(job.serviceTime)}</Fact>
        <Fact term={t('jobFacts.propertyType')}>{facts.propertyType(job.propertyType)}</Fact>
        <Fact term={t('adminJobs.client')}>
          {job.client.name}
          {job.client.email !== job.contactEmail && (
            <>
              {' · '}
              <a href={`mailto:${job.client.email}`}>{job.client.email}</a>
            </>
          )}
        </Fact>
        <AddressFact term={t('fields.address')} address={job.address} />
        <EmailFact term={t('jobFacts.contactEmail')} email={job.contactEmail} />
      </dl>

      <section className="admin-quotes" aria-labelledby={`${headingId}-quotes`}>
        <h3 className="admin-quotes__title" id={`${headingId}-quotes`}>
          <MessageSquareQuote size={20} aria-hidden="true" />
          {t('adminJobs.quotations')}
          <span className="admin-quotes__count">{job.quotations.length}</span>
        </h3>
        {job.quotations.length === 0 ? (
          <p className="admin-quotes__empty">{t('adminJobs.noQuotations')}</p>
        ) : (
          <ul className="admin-quotes__list">
            {job.quotations.map((quote) => (
              <li key={quote._id} className="admin-quote">
                <div className="admin-quote__head">
                  <p className="admin-quote__who">
                    <strong>{quote.tradesperson.name}</strong>
                    <a href={`mailto:${quote.tradesperson.email}`}>{quote.tradesperson.email}</a>
                  </p>
                  <div className="admin-quote__figures">
                    {quote.price !== null && <span className="admin-quote__price">{money(quote.price)}</span>}
                    <Badge tone={QUOTATION_STATUS_TONES[quote.status]}>{facts.quotationStatus(quote.status)}</Badge>
                  </div>
                </div>
                <p className="admin-quote__text">{quote.quotationText}</p>
                <p className="admin-quote__date">
                  {t('adminJobs.quotedOn')} <time dateTime={quote.createdAt}>{date(quote.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="admin-record__actions">
        <DeleteButton
          action={remove}
          id={job._id}
          label={t('adminJobs.delete')}
          who={`${workType} – ${job.address.city}`}
          detail={`${job.client.name}, ${job.client.email}`}
        />
      </div>
    </article>
  );
}
