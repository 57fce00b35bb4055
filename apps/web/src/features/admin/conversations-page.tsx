import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag, MessagesSquare } from 'lucide-react';
import type { ReportedConversation } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { EmptyState, Loading } from '../../components/ui/status';
import { useJobFormat } from '../../lib/job-format';
import { hasNewReport, useConversationMessages, useReportedConversations } from './conversations-api';
import { useFormat } from './format';
import { EmailFact, Fact, ListState, RecordHead } from './list-parts';
import './conversations.css';

/**
 * /admin/conversations: the conversations a client or tradesperson reported, with their reports.
 * An administrator reads one only by asking to; each reading goes to the audit log.
 */
export default function ConversationsPage() {
  const { t } = useTranslation();
  const conversations = useReportedConversations();
  return (
    <div className="container page admin-page">
      <title>{`${t('adminConversations.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('adminConversations.title')}</h1>
          <p className="page-heading__lead">{t('adminConversations.lead')}</p>
        </div>
      </div>
      <ListState
        isPending={conversations.isPending}
        error={conversations.error}
        onRetry={() => void conversations.refetch()}
        loadingLabel={t('adminConversations.loading')}
        failedTitle={t('adminConversations.loadFailed')}
      />
      {conversations.data?.length === 0 && (
        <EmptyState icon={MessagesSquare} title={t('adminConversations.emptyTitle')}>
          <p>{t('adminConversations.emptyBody')}</p>
        </EmptyState>
      )}
      {conversations.data && conversations.data.length > 0 && (
        <ul className="admin-records">
          {conversations.data.map((conversation) => (
            <li key={conversation._id}>
              <ConversationCard conversation={conversation} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ConversationCard({ conversation }: { conversation: ReportedConversation }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const facts = useJobFormat();
  const headingId = `conversation-${conversation._id}`;
  const { client, tradesperson } = conversation;
  return (
    <article className="admin-record admin-record--reported" aria-labelledby={headingId}>
      <RecordHead
        headingId={headingId}
        title={t('adminConversations.between', { client: client.name, business: tradesperson.businessName })}
        subtitle={`${facts.trade(conversation.job.workType)} – ${conversation.job.city}`}
        badges={hasNewReport(conversation) ? <Badge tone="warning">{t('adminConversations.newReport')}</Badge> : null}
      />
      <dl className="facts">
        <EmailFact term={t('adminConversations.client', { name: client.name })} email={client.email} />
        <EmailFact
          term={t('adminConversations.tradesperson', { name: tradesperson.businessName })}
          email={tradesperson.email}
        />
        {conversation.lastReadAt && (
          <Fact term={t('adminConversations.lastRead')}>
            <time dateTime={conversation.lastReadAt}>{dateTime(conversation.lastReadAt)}</time>
          </Fact>
        )}
      </dl>
      <section className="admin-quotes" aria-labelledby={`${headingId}-reports`}>
        <h3 className="admin-quotes__title" id={`${headingId}-reports`}>
          <Flag size={20} aria-hidden="true" />
          {t('adminConversations.reports')}
          <span className="admin-quotes__count">{conversation.reports.length}</span>
        </h3>
        <ul className="admin-quotes__list">
          {conversation.reports.map((report) => (
            <li key={`${report.reporterRole}-${report.createdAt}`} className="admin-quote">
              <p className="admin-quote__who">
                <strong>{t(`messaging.report.reasons.${report.reason}`)}</strong>
                <span>{t(`adminConversations.reporters.${report.reporterRole}`)}</span>
              </p>
              {report.details && <p className="admin-quote__text">{report.details}</p>}
              <p className="admin-quote__date">
                {t('adminConversations.reportedOn')}{' '}
                <time dateTime={report.createdAt}>{dateTime(report.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <Messages conversation={conversation} />
    </article>
  );
}

/** The messages, fetched (and audited) only when the administrator asks to read them. */
function Messages({ conversation }: { conversation: ReportedConversation }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const [open, setOpen] = useState(false);
  const messages = useConversationMessages(conversation._id, open);
  const regionId = useId();
  const author = (role: 'client' | 'tradesperson') =>
    role === 'client' ? conversation.client.name : conversation.tradesperson.businessName;
  return (
    <div className="admin-conversation">
      <p className="admin-record__meta">{t('adminConversations.auditNote')}</p>
      <div className="admin-record__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
        >
          <MessagesSquare size={18} aria-hidden="true" />
          {t(open ? 'adminConversations.hideMessages' : 'adminConversations.readMessages')}
        </button>
      </div>
      <div id={regionId} hidden={!open}>
        {open && messages.isPending && <Loading label={t('adminConversations.messagesLoading')} />}
        {open && messages.isError && (
          <Alert tone="error" title={t('adminConversations.messagesFailed')}>
            <button type="button" className="button button--secondary" onClick={() => void messages.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        )}
        {messages.data?.length === 0 && <p>{t('adminConversations.noMessages')}</p>}
        {messages.data && messages.data.length > 0 && (
          <ol className="admin-conversation__messages">
            {messages.data.map((message) => (
              <li
                key={message._id}
                className={`admin-conversation__message admin-conversation__message--${message.authorRole}`}
              >
                <p className="admin-quote__who">
                  <strong>{author(message.authorRole)}</strong>
                  <span>{t(`adminConversations.authors.${message.authorRole}`)}</span>
                  <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
                </p>
                <p className="admin-conversation__text">{message.text}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
