import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MessageAnswer,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  Role,
  VerifyEmailAnswer,
} from '@tradewise/shared';
import { apiRequest } from '../../lib/api';

/** POST /api/password-reset: the same answer whether or not the account exists. */
export const useRequestReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetRequestInput) => apiRequest<MessageAnswer>('/api/password-reset', { body }),
  });

/** POST /api/password-reset/confirm */
export const useConfirmReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetConfirmInput) => apiRequest<MessageAnswer>('/api/password-reset/confirm', { body }),
  });

/** POST /api/verify-email (confirmed now, or already); afterwards the signed-in account (and its banner) is read again. */
export const useVerifyEmail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<VerifyEmailAnswer>('/api/verify-email', { body: { token } }),
    onSuccess: async () => {
      // A first GET /api/me still on its way (the header's, sent as the page opened) may have been
      // answered before the confirmation, and invalidating would only wait for it: it is cancelled
      // and asked again, so the banner goes.
      await client.cancelQueries({ queryKey: ['me'] });
      await client.invalidateQueries({ queryKey: ['me'] });
    },
  });
};

/** POST /api/verify-email/resend, as the signed-in client or tradesperson (no body). */
export const useResendVerification = () =>
  useMutation({
    mutationFn: (role: Role) => apiRequest<MessageAnswer>('/api/verify-email/resend', { method: 'POST', role }),
  });

/** POST /api/unsubscribe?token= (the token comes from the emailed link). */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest<MessageAnswer>(`/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' }),
  });

/** POST /api/newsletter/confirm: the owner of the address confirms the newsletter sign-up. */
export const useConfirmNewsletter = () =>
  useMutation({
    mutationFn: (token: string) => apiRequest<MessageAnswer>('/api/newsletter/confirm', { body: { token } }),
  });
