import { QueryClientProvider, useQueries } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import { getToken, useSignedInRoles } from '../../lib/auth';
import { meQuery } from '../../lib/me';
import { queryClient } from '../../lib/query-client';
import { MESSAGING_ROLES } from './keys';

/** The unread messages of every own role signed in, from GET /api/me (kept fresh by the live stream). */
function useUnreadTotal(): number {
  const signedIn = useSignedInRoles();
  const roles = MESSAGING_ROLES.filter((role) => signedIn.includes(role));
  const answers = useQueries({ queries: roles.map((role) => meQuery(role, getToken(role))) });
  return answers.reduce((total, answer) => total + (answer.data?.unreadMessages ?? 0), 0);
}

function Link() {
  const { t } = useTranslation();
  const unread = useUnreadTotal();
  return (
    <NavLink
      className="button button--secondary messages-link"
      to="/messages"
      // The count said in words after the visible name ("Messages, 3 unread messages").
      aria-label={unread > 0 ? `${t('header.messages')}, ${t('header.unreadMessages', { count: unread })}` : undefined}
    >
      <MessagesSquare size={18} aria-hidden="true" />
      {t('header.messages')}
      {unread > 0 && (
        <span className="count-badge" aria-hidden="true">
          {unread}
        </span>
      )}
    </NavLink>
  );
}

/** The header's "Messages" link with the unread count (fetched only when a client or tradesperson is signed in). */
export default function MessagesLink() {
  return (
    <QueryClientProvider client={queryClient}>
      <Link />
    </QueryClientProvider>
  );
}

function Badge() {
  const { t } = useTranslation();
  const unread = useUnreadTotal();
  if (unread === 0) return null;
  return (
    <>
      <span className="count-badge" aria-hidden="true">
        {unread}
      </span>
      <span className="visually-hidden">{t('header.unreadMessages', { count: unread })}</span>
    </>
  );
}

/** On phones the Messages link sits in the closed menu: the menu button carries the unread count too. */
export function MenuUnreadBadge() {
  return (
    <QueryClientProvider client={queryClient}>
      <Badge />
    </QueryClientProvider>
  );
}
