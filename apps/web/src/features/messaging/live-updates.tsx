import { useEffect } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useSignedInRoles, useToken } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { connectLive } from './live-connection';
import { MESSAGING_ROLES, messagingKeys, type MessagingRole } from './keys';

/**
 * Keeps this role's live stream open while its token is stored: each event reloads the
 * conversations list, that conversation (its state and messages) and GET /api/me (the unread
 * badge); after a reconnection everything of the role is reloaded, events may have been missed.
 */
export function useLiveUpdates(role: MessagingRole) {
  const client = useQueryClient();
  const token = useToken(role);
  useEffect(() => {
    if (!token) return;
    const reloadAll = () => {
      void client.invalidateQueries({ queryKey: ['messaging', role] });
      void client.invalidateQueries({ queryKey: messagingKeys.me(role) });
    };
    return connectLive({
      role,
      onReconnect: reloadAll,
      onEvent: ({ type, conversationId }) => {
        void client.invalidateQueries({ queryKey: messagingKeys.conversations(role) });
        void client.invalidateQueries({ queryKey: messagingKeys.conversation(role, conversationId) });
        if (type === 'message') {
          void client.invalidateQueries({ queryKey: messagingKeys.messages(role, conversationId) });
        }
        void client.invalidateQueries({ queryKey: messagingKeys.me(role) });
      },
    });
  }, [client, role, token]);
}

function RoleStream({ role }: { role: MessagingRole }) {
  useLiveUpdates(role);
  return null;
}

/** Mounted once by the layout (fetched only when someone is signed in): a stream per own role. */
export default function LiveUpdates() {
  const roles = useSignedInRoles();
  return (
    <QueryClientProvider client={queryClient}>
      {MESSAGING_ROLES.filter((role) => roles.includes(role)).map((role) => (
        <RoleStream key={role} role={role} />
      ))}
    </QueryClientProvider>
  );
}
