import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownProfileQuery } from '../../components/credentials/own-profile';
import type { OwnTradeProfile, PortfolioCaptionInput, TradeProfileInput } from '@tradewise/shared';
import { ApiError, apiRequest, toApiError } from '../../lib/api';
import { clearSession, getToken } from '../../lib/auth';

const KEY = ownProfileQuery.queryKey;
const role = 'tradesperson';

export const useOwnProfile = () => useQuery(ownProfileQuery);

/** Every change answers the whole profile: it replaces what the page shows, and the public page is read again. */
function useProfileChange<V>(send: (variables: V) => Promise<OwnTradeProfile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      void client.invalidateQueries({ queryKey: ['tradesperson'] });
    },
  });
}

/** PUT /api/trade-profile */
export const useSaveProfile = () =>
  useProfileChange((body: TradeProfileInput) =>
    apiRequest<OwnTradeProfile>('/api/trade-profile', { method: 'PUT', body, role }),
  );

/** One image as multipart (field `file`), with the tradesperson's token; fails with an ApiError. */
async function upload(path: string, method: 'PUT' | 'POST', file: File): Promise<OwnTradeProfile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getToken(role);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      body: form,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as OwnTradeProfile;
  // A refused token is forgotten, as apiResponse does; the guard then asks to sign in.
  if (response.status === 401) clearSession(role);
  throw toApiError(response.status, body);
}

/** PUT /api/trade-profile/portrait: the new portrait replaces the old one. */
export const useUploadPortrait = () =>
  useProfileChange((file: File) => upload('/api/trade-profile/portrait', 'PUT', file));

/** DELETE /api/trade-profile/portrait */
export const useRemovePortrait = () =>
  useProfileChange(() => apiRequest<OwnTradeProfile>('/api/trade-profile/portrait', { method: 'DELETE', role }));

/** POST /api/trade-profile/portfolio: one photo. */
export const useAddPhoto = () => useProfileChange((file: File) => upload('/api/trade-profile/portfolio', 'POST', file));

/** PATCH /api/trade-profile/portfolio/:photoId */
export const useSetCaption = () =>
  useProfileChange(({ id, ...body }: PortfolioCaptionInput & { id: string }) =>
    apiRequest<OwnTradeProfile>(`/api/trade-profile/portfolio/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
      role,
    }),
  );

/** DELETE /api/trade-profile/portfolio/:photoId */
export const useRemovePhoto = () =>
  useProfileChange((id: string) =>
    apiRequest<OwnTradeProfile>(`/api/trade-profile/portfolio/${encodeURIComponent(id)}`, { method: 'DELETE', role }),
  );
