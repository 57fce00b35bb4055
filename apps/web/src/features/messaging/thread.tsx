import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Loading } from '../../components/ui/status';
import { Slot } from '../../lib/feature-slots';
import { ApiError } from '../../lib/api';
import { useJobFormat } from '../../lib/job-format';
import { ClosedNotice } from './closed-notice';
import { Composer } from './composer';
import { useConversation } from './conversation-api';
import { counterpartName } from './format';
import type { MessagingRole } from './keys';
import { MessageList } from './message-list';
import { useMessages } from './messages-api';
import { useMarkRead } from './read-api';
import { ReportConversation } from './report-conversation';

interface ThreadProps {
  role: MessagingRole;
  id: string;
  /** The list's address (phones show the list and the thread one at a time). */
  backHref: string;
}

/** One open conversation: who and which job, its messages, and the composer while it is open. */
export function Thread({ role, id, backHref }: ThreadProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const conversation = useConversation(role, id);
  const messages = useMessages(role, id);
  useReadWhileVisible(role, id, conversation.data?.unread ?? 0);

  const back = (
    <Link className="thread__back" to={backHref}>
      <ArrowLeft size={18} aria-hidden="true" />
      {t('messaging.thread.back')}
    </Link>
  );

  const error = conversation.error ?? messages.error;
  if (error) {
    const gone = error instanceof ApiError && (error.status === 403 || error.status === 404);
    return (
      <section className="thread">
        {back}
        <Alert tone="error" title={t(gone ? 'messaging.thread.notFound' : 'messaging.thread.loadFailed')} live="alert">
          {!gone && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void Promise.all([conversation.refetch(), messages.refetch()])}
            >
              {t('common.retry')}
            </button>
          )}
        </Alert>
      </section>
    );
  }
  if (!conversation.data || !messages.data) {
    return (
      <section className="thread">
        {back}
        <Loading label={t('messaging.thread.loading')} />
      </section>
    );
  }

  const data = conversation.data;
  const titleId = `thread-${id}-title`;
  return (
    <section className="thread" aria-labelledby={titleId}>
      {back}
      <div className="thread__head">
        <div>
          <h2 id={titleId} className="thread__title">
            {counterpartName(t, data.counterpart)}
          </h2>
          <p className="thread__job">
            {t('messaging.jobLine', { trade: format.trade(data.job.workType), city: data.job.city })}
          </p>
        </div>
        <ReportConversation key={id} role={role} id={id} reported={data.reported} />
      </div>
      {data.closedReason && <ClosedNotice role={role} reason={data.closedReason} />}
      <Slot name="conversation" role={role} conversationId={id} open={!data.closedReason} />
      <MessageList
        role={role}
        conversation={data}
        pages={messages.data.pages}
        hasEarlier={messages.hasNextPage}
        loadingEarlier={messages.isFetchingNextPage}
        onLoadEarlier={() => void messages.fetchNextPage()}
      />
      {!data.closedReason && <Composer key={id} role={role} id={id} hired={data.hired} />}
    </section>
  );
}

/** While the thread is open and the page visible, what the other side wrote counts as read. */
function useReadWhileVisible(role: MessagingRole, id: string, unread: number) {
  const { mutate, isPending } = useMarkRead(role, id);
  useEffect(() => {
    if (unread === 0 || isPending) return;
    const read = () => {
      if (document.visibilityState === 'visible') mutate();
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [unread, isPending, mutate]);
}
