import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Conversation, MessagePage } from '@tradewise/shared';
import { cx } from '../../components/ui/cx';
import { counterpartName, formatWhen } from './format';
import type { MessagingRole } from './keys';

interface MessageListProps {
  role: MessagingRole;
  conversation: Conversation;
  /** Newest page first, as the infinite query keeps them. */
  pages: MessagePage[];
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
}

/** Within this distance of the bottom the reader is following along: a new message scrolls into view. */
const FOLLOWING = 80;

/**
 * The thread, oldest first, in its own scrolling box: "Load earlier messages" on top keeps the
 * reader's place, a new message scrolls into view when the reader was at the bottom, and another
 * side's new message is announced politely (the focus stays where it is).
 */
export function MessageList({
  role,
  conversation,
  pages,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
}: MessageListProps) {
  const { t } = useTranslation();
  const messages = useMemo(() => [...pages].reverse().flatMap((page) => page.messages), [pages]);
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const fromBottom = useRef<number | null>(null);
  const newest = messages.at(-1);
  const shownNewest = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const name = counterpartName(t, conversation.counterpart);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Earlier messages were added above: keep what the reader was looking at in place.
    if (fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
      return;
    }
    if (following.current || newest?.mine) element.scrollTop = element.scrollHeight;
  }, [messages, newest?.mine]);

  useEffect(() => {
    const previous = shownNewest.current;
    shownNewest.current = newest?._id;
    if (previous === undefined || !newest || newest._id === previous || newest.mine) return;
    setAnnouncement(t('messaging.announce', { name, text: newest.text }));
  }, [newest, name, t]);

  const lastMine = [...messages].reverse().find((message) => message.mine);
  const readAt = conversation.counterpartReadAt ? Date.parse(conversation.counterpartReadAt) : null;
  const seen = lastMine !== undefined && readAt !== null && readAt >= Date.parse(lastMine.createdAt);

  return (
    <>
      <div
        ref={box}
        className="thread__scroll"
        // A scrolling box is reached with the keyboard to scroll it.
        tabIndex={0}
        role="region"
        aria-label={t('messaging.thread.label')}
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOWING;
        }}
      >
        {hasEarlier && (
          <div className="thread__earlier">
            <button
              type="button"
              className="button button--secondary"
              disabled={loadingEarlier}
              onClick={() => {
                const element = box.current;
                if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
                onLoadEarlier();
              }}
            >
              {loadingEarlier ? t('messaging.thread.loadingEarlier') : t('messaging.thread.loadEarlier')}
            </button>
          </div>
        )}
        {messages.length === 0 ? (
          <p className="thread__empty">
            {conversation.closedReason ? t('messaging.thread.noneSent') : t(`messaging.thread.empty.${role}`)}
          </p>
        ) : (
          <ol className="stack-list">
            {messages.map((message) => (
              <MessageItem
                key={message._id}
                role={role}
                message={message}
                author={name}
                seen={seen && message === lastMine}
              />
            ))}
          </ol>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

interface ItemProps {
  role: MessagingRole;
  message: ChatMessage;
  author: string;
  seen: boolean;
}

export function MessageItem({ role, message, author, seen }: ItemProps) {
  const { t, i18n } = useTranslation();
  return (
    <li className={cx('message', message.mine ? 'message--mine' : 'message--theirs')}>
      <div className="message__bubble">
        <span className="visually-hidden">
          {t('common.labelled', { label: message.mine ? t('messaging.thread.you') : author })}{' '}
        </span>
        <span className="message__text">{message.text}</span>
      </div>
      {message.masked && <p className="message__note">{t(`messaging.masked.${role}`)}</p>}
      {message.hiddenFromThem && <p className="message__note">{t(`messaging.hiddenFromThem.${role}`)}</p>}
      <p className="message__meta">
        <time dateTime={message.createdAt}>{formatWhen(message.createdAt, i18n.resolvedLanguage)}</time>
        {seen && <span className="message__seen"> · {t('messaging.thread.seen')}</span>}
      </p>
    </li>
  );
}
