import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Agreement, ProposeVariation } from '@tradewise/shared';
import { apiRequest, apiResponse } from '../../lib/api';

export type AgreementRole = 'client' | 'tradesperson';

const agreementKey = (role: AgreementRole, jobId: string) => ['agreement', role, jobId] as const;

/** GET /api/jobs/{jobId}/agreement: the versions and variations, for the job's client or hired tradesperson. */
export const useAgreement = (role: AgreementRole, jobId: string) =>
  useQuery({
    queryKey: agreementKey(role, jobId),
    queryFn: ({ signal }) => apiRequest<Agreement>(`/api/jobs/${jobId}/agreement`, { role, signal }),
  });

/** POST /api/jobs/{jobId}/variations: propose a change (the other side answers). */
export function useProposeVariation(role: AgreementRole, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeVariation) =>
      apiRequest<Agreement>(`/api/jobs/${jobId}/variations`, { role, method: 'POST', body }),
    onSuccess: (agreement) => queryClient.setQueryData(agreementKey(role, jobId), agreement),
  });
}

/** POST /api/jobs/{jobId}/variations/{id}: accept or decline the other side's proposal. */
export function useAnswerVariation(role: AgreementRole, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      apiRequest<Agreement>(`/api/jobs/${jobId}/variations/${id}`, { role, method: 'POST', body: { answer } }),
    onSuccess: (agreement) => queryClient.setQueryData(agreementKey(role, jobId), agreement),
    // Answered elsewhere meanwhile (409): show what stands now.
    onError: () => queryClient.invalidateQueries({ queryKey: agreementKey(role, jobId) }),
  });
}

/** One version's PDF, fetched with the bearer token (a plain link could not send it) and saved. */
export async function downloadAgreement(role: AgreementRole, pdfUrl: string, fallbackName: string) {
  const response = await apiResponse(pdfUrl, { role, accept: 'application/pdf' });
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
