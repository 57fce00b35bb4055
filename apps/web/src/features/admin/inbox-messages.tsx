import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Mail, MailCheck } from 'lucide-react';
import type { ContactMessage } from '@tradewise/shared';
import { Badge } from '../../components/ui/badge';
import { cx } from '../../components/ui/cx';
import { ApiError } from '../../lib/api';
import { useContactMessages, useMarkRead } from './admin-api';
import { useFormat } from './format';
import { InboxTab } from './inbox-tab';
import { Fact, RecordHead, EmailFact, PhoneFact } from './list-parts';
import { useReason } from './use-delete-action';
import { useListParams } from './use-list-params';

/** The inbox's first tab: messages sent through the contact page, newest first. */
export function InboxMessages() {
  const { t } = useTranslation();
  const params = useListParams();
  const messages = useContactMessages(params);
  const markRead = useMarkRead();
  const reason = useReason();

  const onRead = (message: ContactMessage) =>
    markRead.mutate(message._id, {
      onSuccess: () => void toast.success(t('adminInbox.markedRead')),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) toast.info(t('adminInbox.messageGone'));
        else toast.error(t('adminInbox.markReadFailed', { error: reason(error) }));
      },
    });

  return (
    <InboxTab tab="messages" params={params} query={messages} emptyIcon={Mail}>
      {(message) => (
        <MessageCard
          message={message}
          onRead={() => onRead(message)}
          reading={markRead.isPending && markRead.variables === message._id}
        />
      )}
    </InboxTab>
  );
}

const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

function MessageCard({ message, onRead, reading }: { message: ContactMessage; onRead: () => void; reading: boolean }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const unread = message.readAt === null;
  const headingId = `message-${message._id}`;
  return (
    <article className={cx('admin-record', unread && 'admin-record--unread')} aria-labelledby={headingId}>
      <RecordHead
        headingId={headingId}
        level={3}
        title={message.name}
        dated={{ label: t('adminInbox.received'), at: message.createdAt, text: dateTime(message.createdAt) }}
        badges={
          <Badge tone={unread ? 'info' : 'neutral'}>{unread ? t('adminInbox.unread') : t('adminInbox.read')}</Badge>
        }
      />
      <p className="admin-record__text admin-record__text--message">{message.message}</p>
      <dl className="facts">
        <EmailFact term={t('fields.email')} email={message.email} />
        {/* Phone and website are optional on the contact form: a message without them shows none. */}
        {message.phone && <PhoneFact term={t('fields.phone')} phone={message.phone} />}
        {message.website && (
          <Fact term={t('adminInbox.website')} double>
            <a href={websiteHref(message.website)} target="_blank" rel="noopener noreferrer nofollow">
              {message.website}
            </a>
          </Fact>
        )}
        {message.readAt && (
          <Fact term={t('adminInbox.readOn')}>
            <time dateTime={message.readAt}>{dateTime(message.readAt)}</time>
          </Fact>
        )}
      </dl>
      {unread && (
        <div className="admin-record__actions">
          <button type="button" className="button button--secondary" onClick={onRead} disabled={reading}>
            {reading ? (
              <span className="spinner spinner--small" aria-hidden="true" />
            ) : (
              <MailCheck size={18} aria-hidden="true" />
            )}
            {t('adminInbox.markRead')}
            <span className="visually-hidden"> {message.name}</span>
          </button>
        </div>
      )}
    </article>
  );
}
