import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer, ReportConversationInput } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';
import { messagingKeys, type MessagingRole } from './keys';

/** POST /api/conversations/{id}/report {reason, details?}: sent to the administrators, once per person. */
export function useReportConversation(role: MessagingRole, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportConversationInput) =>
      apiRequest<MessageAnswer>(`/api/conversations/${id}/report`, { body, role }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(role, id) }),
  });
}
