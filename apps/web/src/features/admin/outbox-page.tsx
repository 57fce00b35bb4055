import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, MailOpen } from 'lucide-react';
import type { OutboxEmail, OutboxStatus } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Loading } from '../../components/ui/status';
import type { Tone } from '../../lib/job-format';
import { AdminList } from './admin-list';
import { useFormat } from './format';
import { Fact, RecordHead } from './list-parts';
import { useOutbox, useOutboxText } from './outbox-api';
import { OutboxText } from './outbox-text';
import { useListParams } from './use-list-params';
import './outbox.css';

const STATUS_TONES: Record<OutboxStatus, Tone> = { pending: 'warning', sent: 'success', failed: 'error' };

/**
 * /admin/outbox: every email the site wrote, newest first; its text, as its recipient reads it
 * but with link secrets hidden, only when asked for (each reading is audited).
 */
export default function OutboxPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const outbox = useOutbox(params.page);
  return (
    <div className="container page admin-page">
      <title>{`${t('adminOutbox.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('adminOutbox.title')}</h1>
          <p className="page-heading__lead">{t('adminOutbox.lead')}</p>
          <p className="page-heading__lead">{t('adminOutbox.auditNote')}</p>
        </div>
      </div>
      <AdminList
        query={outbox}
        page={params.page}
        onPage={params.setPage}
        emptyIcon={Mail}
        texts={{
          loading: t('adminOutbox.loading'),
          failed: t('adminOutbox.loadFailed'),
          emptyTitle: t('adminOutbox.emptyTitle'),
          emptyBody: t('adminOutbox.emptyBody'),
          pager: t('adminOutbox.pagerLabel'),
        }}
      >
        {(email) => <OutboxCard email={email} />}
      </AdminList>
    </div>
  );
}

function OutboxCard({ email }: { email: OutboxEmail }) {
  const { t } = useTranslation();
  const { dateTime, number } = useFormat();
  const headingId = `email-${email._id}`;
  return (
    <article className="admin-record" aria-labelledby={headingId}>
      <RecordHead
        headingId={headingId}
        title={email.subject}
        dated={{ label: t('adminOutbox.written'), at: email.createdAt, text: dateTime(email.createdAt) }}
        badges={<Badge tone={STATUS_TONES[email.status]}>{t(`adminOutbox.status.${email.status}`)}</Badge>}
      />
      <dl className="facts">
        <Fact term={t('adminOutbox.recipient')} double>
          {email.recipient}
        </Fact>
        <Fact term={t('adminOutbox.language')}>{t(`languages.${email.language}`)}</Fact>
        <Fact term={t('adminOutbox.attempts')}>{number(email.attempts)}</Fact>
        <Fact term={t('adminOutbox.sent')}>
          {email.sentAt ? <time dateTime={email.sentAt}>{dateTime(email.sentAt)}</time> : t('adminOutbox.notSent')}
        </Fact>
        {email.lastError && (
          <Fact term={t('adminOutbox.lastError')} wide>
            {email.lastError}
          </Fact>
        )}
      </dl>
      <EmailText email={email} />
    </article>
  );
}

/** The text, fetched (and audited) only when the administrator asks to read it. */
function EmailText({ email }: { email: OutboxEmail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = useOutboxText(email._id, open);
  const regionId = useId();
  return (
    <div className="outbox-reading">
      <div className="admin-record__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
        >
          <MailOpen size={18} aria-hidden="true" />
          {t(open ? 'adminOutbox.hideText' : 'adminOutbox.readText')}
        </button>
      </div>
      <section id={regionId} hidden={!open} aria-label={t('adminOutbox.textLabel', { subject: email.subject })}>
        {open && text.isPending && <Loading label={t('adminOutbox.textLoading')} />}
        {open && text.isError && (
          <Alert tone="error" title={t('adminOutbox.textFailed')}>
            <button type="button" className="button button--secondary" onClick={() => void text.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        )}
        {text.data && <OutboxText text={text.data.text} />}
      </section>
    </div>
  );
}
