import { useTranslation } from 'react-i18next';
import { Briefcase, MessageSquareQuote, Trash2 } from 'lucide-react';
import { JOB_STATUSES, type JobStatus } from '@tradewise/shared';
import { Badge } from '../../components/ui/badge';
import { JOB_STATUS_TONES, QUOTATION_STATUS_TONES, useJobFormat } from '../../lib/job-format';
import { useJobs, useStats, type AdminJob } from './admin-api';
import { useFormat } from './format';
import { Fact, FilterGroup, SearchBox, addressLine, type FilterOption } from './list-parts';
import { PagedList } from './paged-list';
import { useDeleteAction, useReason } from './use-delete-action';
import { useListParams } from './use-list-params';

/** /admin/manage-jobs (and /job-description): every job with its quotations. */
export default function ManageJobsPage() {
  const { t } = useTranslation();
  const reason = useReason();
  const params = useListParams(JOB_STATUSES);
  const jobs = useJobs(params);
  const stats = useStats();
  const remove = useDeleteAction('jobs', {
    confirm: t('adminManage.confirmDeleteJob'),
    deleted: t('adminManage.jobDeleted'),
    failed: (error) => t('adminManage.jobDeleteFailed', { error: reason(error) }),
    gone: t('adminManage.jobGone'),
  });

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
    <div className="container page admin-page">
      <title>{`${t('adminJobs.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('adminJobs.title')}</h1>
          <p className="page-heading__lead">{t('adminJobs.lead')}</p>
        </div>
      </div>
      <div className="admin-toolbar">
        <SearchBox
          value={params.search}
          onSearch={params.setSearch}
          label={t('adminJobs.searchLabel')}
          hint={t('adminJobs.searchHint')}
        />
        <FilterGroup
          label={t('adminCommon.statusFilter')}
          options={filters}
          value={params.status}
          onChange={params.setStatus}
        />
      </div>
      <PagedList
        query={jobs}
        page={params.page}
        onPage={params.setPage}
        filtered={params.search !== '' || params.status !== undefined}
        onClearFilters={() => params.update({ search: undefined, status: undefined, page: undefined })}
        emptyIcon={Briefcase}
        emptyTitle={t('adminJobs.emptyTitle')}
        emptyBody={t('adminJobs.emptyBody')}
        loadingLabel={t('adminJobs.loading')}
        failedTitle={t('adminJobs.loadFailed')}
        pagerLabel={t('adminJobs.pagerLabel')}
      >
        {(items) => (
          <ul className="admin-records">
            {items.map((job) => (
              <li key={job._id}>
                <JobCard job={job} onDelete={() => remove.start(job._id)} deleting={remove.isDeleting(job._id)} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {remove.prompt}
    </div>
  );
}

function JobCard({ job, onDelete, deleting }: { job: AdminJob; onDelete: () => void; deleting: boolean }) {
  const { t } = useTranslation();
  const { date, money } = useFormat();
  const facts = useJobFormat();
  const headingId = `job-${job._id}`;
  const workType = facts.trade(job.workType);
  const active = job.quotations.length > 0;

  return (
    <article className="admin-record" aria-labelledby={headingId}>
      <div className="admin-record__head">
        <div>
          <h2 className="admin-record__title" id={headingId}>
            {workType}
            <span className="admin-record__title-place">
              {' – '}
              {job.address.city}
            </span>
          </h2>
          <p className="admin-record__meta">
            {t('adminJobs.posted')} <time dateTime={job.createdAt}>{date(job.createdAt)}</time>
          </p>
        </div>
        <div className="admin-record__badges">
          {active && (
            <Badge tone="info" className="admin-badge-active">
              {t('adminJobs.active')}
            </Badge>
          )}
          <Badge tone={JOB_STATUS_TONES[job.status]}>{facts.jobStatus(job.status)}</Badge>
        </div>
      </div>
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
        <Fact term={t('fields.address')} double>
          {addressLine(job.address)}
        </Fact>
        <Fact term={t('jobFacts.contactEmail')} double>
          <a href={`mailto:${job.contactEmail}`}>{job.contactEmail}</a>
        </Fact>
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
        <button type="button" className="button admin-button--danger" onClick={onDelete} disabled={deleting}>
          {deleting ? (
            <span className="spinner spinner--small" aria-hidden="true" />
          ) : (
            <Trash2 size={18} aria-hidden="true" />
          )}
          {deleting ? t('adminCommon.deleting') : t('adminJobs.delete')}
          <span className="visually-hidden">
            {' '}
            {workType} – {job.address.city}
          </span>
        </button>
      </div>
    </article>
  );
}
