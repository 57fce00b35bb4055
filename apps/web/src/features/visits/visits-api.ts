import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, ProposeVisitInput, Visit, VisitCalendar } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';

export type VisitRole = 'client' | 'tradesperson';

export const visitKeys = {
  all: (role: VisitRole) => ['visits', role] as const,
  mine: (role: VisitRole, span?: { from: string; to: string }) => ['visits', role, 'mine', span ?? null] as const,
  conversation: (role: VisitRole, id: string) => ['visits', role, 'conversation', id] as const,
  calendar: (role: VisitRole) => ['visits', role, 'calendar'] as const,
};

/** GET /api/visits: proposals and visits coming (or ended within 7 days), or those in a span (the week view). */
export const useMyVisits = (role: VisitRole, span?: { from: string; to: string }) =>
  useQuery({
    queryKey: visitKeys.mine(role, span),
    queryFn: ({ signal }) =>
      apiRequest<Visit[]>(`/api/visits${span ? `?${new URLSearchParams(span).toString()}` : ''}`, { role, signal }),
  });

/** GET /api/conversations/{id}/visits: the visits arranged in one conversation. */
export const useConversationVisits = (role: VisitRole, id: string) =>
  useQuery({
    queryKey: visitKeys.conversation(role, id),
    queryFn: ({ signal }) => apiRequest<Visit[]>(`/api/conversations/${id}/visits`, { role, signal }),
  });

/** Every visit answer changes what both lists show: they are asked again. */
function useVisitMutation<T, R>(role: VisitRole, call: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.all(role) }),
  });
}

/** POST /api/conversations/{id}/visits. */
export const useProposeVisit = (role: VisitRole, conversationId: string) =>
  useVisitMutation(role, (body: ProposeVisitInput) =>
    apiRequest<Visit>(`/api/conversations/${conversationId}/visits`, { body, role }),
  );

export type VisitAction = 'pick' | 'move' | 'cancel' | 'outcome' | 'reply';

/** POST /api/visits/{id}/{action}: pick, move, cancel, outcome or reply. */
export const useVisitAction = (role: VisitRole, visitId: string, action: VisitAction) =>
  useVisitMutation(role, (body: object) => apiRequest<Visit>(`/api/visits/${visitId}/${action}`, { body, role }));

/** GET /api/visit-calendar. */
export const useVisitCalendar = (role: VisitRole) =>
  useQuery({
    queryKey: visitKeys.calendar(role),
    queryFn: ({ signal }) => apiRequest<VisitCalendar>('/api/visit-calendar', { role, signal }),
  });

/** PUT /api/visit-calendar: the two-hour reminder. */
export const useSaveVisitCalendar = (role: VisitRole) =>
  useVisitMutation(role, (body: { remindTwoHours: boolean }) =>
    apiRequest<VisitCalendar>('/api/visit-calendar', { method: 'PUT', body, role }),
  );

/** POST /api/visit-calendar/feed: a new private address (the old one stops); DELETE ends it. */
export const useRenewFeed = (role: VisitRole) =>
  useVisitMutation(role, () => apiRequest<CalendarFeed>('/api/visit-calendar/feed', { method: 'POST', role }));
export const useRevokeFeed = (role: VisitRole) =>
  useVisitMutation(role, () => apiRequest<void>('/api/visit-calendar/feed', { method: 'DELETE', role }));
