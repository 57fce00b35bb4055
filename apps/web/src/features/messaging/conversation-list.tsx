import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import type { ConversationSummary } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { cx } from '../../components/ui/cx';
import { EmptyState, Loading } from '../../components/ui/status';
import { useJobFormat } from '../../lib/job-format';
import { useConversations } from './conversations-api';
import { counterpartName, formatWhen } from './format';
import type { MessagingRole } from './keys';

interface ListProps {
  role: MessagingRole;
  openId: string | null;
  hrefFor: (id: string) => string;
}

/** The person's conversations, newest activity first, each a link opening its thread. */
export function ConversationList({ role, openId, hrefFor }: ListProps) {
  const { t } = useTranslation();
  const list = useConversations(role);

  if (list.isPending) return <Loading className="conversation-list" label={t('messaging.loading')} />;
  if (list.isError) {
    return (
      <div className="conversation-list">
        <Alert tone="error" title={t('messaging.loadFailed')} live="alert">
          <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      </div>
    );
  }
  if (list.data.length === 0) {
    return (
      <div className="conversation-list">
        <EmptyState icon={MessagesSquare} title={t('messaging.empty.title')}>
          <p>{t(`messaging.empty.${role}`)}</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <nav className="conversation-list" aria-label={t('messaging.listLabel')}>
      <ul>
        {list.data.map((conversation) => (
          <li key={conversation._id}>
            <ConversationLink
              conversation={conversation}
              href={hrefFor(conversation._id)}
              current={conversation._id === openId}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ConversationLink({
  conversation,
  href,
  current,
}: {
  conversation: ConversationSummary;
  href: string;
  current: boolean;
}) {
  const { t, i18n } = useTranslation();
  const format = useJobFormat();
  const { job, lastMessage, unread } = conversation;
  const at = lastMessage?.createdAt ?? conversation.updatedAt;
  const preview = !lastMessage
    ? t('messaging.noMessages')
    : lastMessage.mine
      ? t('messaging.youSaid', { text: lastMessage.text })
      : lastMessage.text;
  return (
    <Link
      to={href}
      className={cx('conversation', unread > 0 && 'conversation--unread')}
      aria-current={current ? 'page' : undefined}
    >
      <span className="conversation__top">
        <span className="conversation__who">{counterpartName(t, conversation.counterpart)}</span>
        <time className="conversation__when" dateTime={at}>
          {formatWhen(at, i18n.resolvedLanguage)}
        </time>
      </span>
      <span className="conversation__job">
        {t('messaging.jobLine', { trade: format.trade(job.workType), city: job.city })}
        {conversation.closedReason && <span className="conversation__closed"> · {t('messaging.closedTag')}</span>}
      </span>
      <span className="conversation__bottom">
        <span className="conversation__preview">{preview}</span>
        {unread > 0 && (
          <span className="count-badge conversation__count">
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden">{t('messaging.unread', { count: unread })}</span>
          </span>
        )}
      </span>
    </Link>
  );
}
