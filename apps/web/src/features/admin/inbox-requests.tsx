import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClipboardList } from 'lucide-react';
import type { JobRequest } from '@tradewise/shared';
import { Badge } from '../../components/ui/badge';
import { useJobFormat, type Tone } from '../../lib/job-format';
import { useJobRequests } from './admin-api';
import { useFormat } from './format';
import { InboxTab } from './inbox-tab';
import { Fact, RecordHead, EmailFact, AddressFact } from './list-parts';
import { useListParams } from './use-list-params';

const REQUEST_TONES: Record<JobRequest['status'], Tone> = { new: 'info', published: 'success', dismissed: 'neutral' };

/** The inbox's second tab: requests sent through the home page's form, newest first. */
export function InboxRequests() {
  const { t } = useTranslation();
  const params = useListParams();
  const requests = useJobRequests(params);
  return (
    <InboxTab
      tab="requests"
      params={params}
      query={requests}
      emptyIcon={ClipboardList}
      lead={t('adminInbox.requestsLead')}
    >
      {(request) => <RequestCard request={request} />}
    </InboxTab>
  );
}

function RequestCard({ request }: { request: JobRequest }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const facts = useJobFormat();
  const headingId = `request-${request._id}`;
  return (
    <article className="admin-record" aria-labelledby={headingId}>
      <RecordHead
        headingId={headingId}
        level={3}
        title={t(`trades.${request.tradespersonType}`)}
        place={request.address.city}
        dated={{ label: t('adminInbox.received'), at: request.createdAt, text: dateTime(request.createdAt) }}
        badges={<Badge tone={REQUEST_TONES[request.status]}>{t(`adminStatus.request.${request.status}`)}</Badge>}
      />
      <dl className="facts">
        <Fact term={t('jobFacts.serviceTime')}>{facts.serviceTime(request.serviceCompletionTime)}</Fact>
        <Fact term={t('jobFacts.propertyType')}>{facts.propertyType(request.propertyType)}</Fact>
        <AddressFact term={t('fields.address')} address={request.address} />
        <EmailFact term={t('fields.email')} email={request.email} />
        {request.jobId && (
          <Fact term={t('adminInbox.postedJob')}>
            <Link to={`/admin/manage-jobs?search=${encodeURIComponent(request.email)}`}>{t('adminInbox.seeJob')}</Link>
          </Fact>
        )}
      </dl>
    </article>
  );
}
