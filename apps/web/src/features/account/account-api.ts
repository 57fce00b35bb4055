import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Account,
  ChangeEmailInput,
  ChangePasswordInput,
  ClientAccountUpdateInput,
  DeleteAccountInput,
  MessageAnswer,
  NotificationPreferences,
  TradespersonAccountUpdateInput,
} from '@tradewise/shared';
import { apiRequest, apiResponse } from '../../lib/api';

/** The two kinds of account that have an account page (administrators have their own tools). */
export type OwnRole = 'client' | 'tradesperson';

const keys = {
  account: (role: OwnRole) => ['account', role] as const,
  notifications: (role: OwnRole) => ['account', role, 'notifications'] as const,
};

/** GET /api/account */
export const accountQuery = (role: OwnRole) =>
  queryOptions({
    queryKey: keys.account(role),
    queryFn: ({ signal }) => apiRequest<Account>('/api/account', { role, signal }),
  });

export const useAccount = (role: OwnRole) => useQuery(accountQuery(role));

/** PUT /api/account; the answer is the saved account, and the header's "me" is read again. */
export function useUpdateAccount(role: OwnRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientAccountUpdateInput | TradespersonAccountUpdateInput) =>
      apiRequest<Account>('/api/account', { method: 'PUT', body, role }),
    onSuccess: (account) => {
      client.setQueryData(keys.account(role), account);
      void client.invalidateQueries({ queryKey: ['me', role] });
    },
  });
}

/** POST /api/account/email (202): the account is read again to show the address waiting for confirmation. */
export function useChangeEmail(role: OwnRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailInput) => apiRequest<MessageAnswer>('/api/account/email', { body, role }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.account(role) }),
  });
}

/** POST /api/account/password: this session stays, every other one ends. */
export const useChangePassword = (role: OwnRole) =>
  useMutation({
    mutationFn: (body: ChangePasswordInput) => apiRequest<MessageAnswer>('/api/account/password', { body, role }),
  });

/** GET /api/account/notifications: only the topics of the person's role are present. */
export const useNotifications = (role: OwnRole) =>
  useQuery({
    queryKey: keys.notifications(role),
    queryFn: ({ signal }) => apiRequest<NotificationPreferences>('/api/account/notifications', { role, signal }),
  });

/** PUT /api/account/notifications; the answer is the whole set. */
export function useUpdateNotifications(role: OwnRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      apiRequest<NotificationPreferences>('/api/account/notifications', { method: 'PUT', body, role }),
    onSuccess: (saved) => client.setQueryData(keys.notifications(role), saved),
  });
}

/** DELETE /api/account */
export const useDeleteAccount = (role: OwnRole) =>
  useMutation({
    mutationFn: (body: DeleteAccountInput) =>
      apiRequest<MessageAnswer>('/api/account', { method: 'DELETE', body, role }),
  });

/** The file name the server suggests in Content-Disposition, if any. */
function suggestedName(response: Response): string | null {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? null;
}

/**
 * GET /api/account/export with the bearer token (a plain link could not send it), saved through a
 * temporary Blob link under the server's file name.
 */
export async function downloadAccountData(role: OwnRole, fallbackName: string) {
  const response = await apiResponse('/api/account/export', { role });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = suggestedName(response) ?? fallbackName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
