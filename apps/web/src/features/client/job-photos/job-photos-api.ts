import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPhoto } from '@tradewise/shared';
import { ApiError, apiRequest, toApiError } from '../../../lib/api';
import { clearSession, getToken } from '../../../lib/auth';
import { JOBS_KEY } from '../client-api';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * POST /api/jobs/{jobId}/photos, one photo as multipart (field `file`). Sent with
 * XMLHttpRequest rather than fetch, which cannot report how much of an upload has gone:
 * `onProgress` hears the share sent, 0 to 1. Fails with an ApiError, as every other call.
 */
export function uploadJobPhoto(
  jobId: string,
  file: File,
  { onProgress, signal }: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<JobPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/jobs/${encodeURIComponent(jobId)}/photos`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken('client');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as JobPhoto);
      // A refused token is forgotten, as apiResponse does; the guard then asks to sign in.
      if (xhr.status === 401) clearSession('client');
      reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', ''));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Every change to a job's photos reloads the client's jobs (the cards show them). */
export function useJobsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: JOBS_KEY });
}

/** DELETE /api/jobs/{jobId}/photos/{photoId} (204) */
export function useDeleteJobPhoto() {
  const changed = useJobsChanged();
  return useMutation({
    mutationFn: ({ jobId, photoId }: { jobId: string; photoId: string }) =>
      apiRequest<void>(`/api/jobs/${jobId}/photos/${photoId}`, { method: 'DELETE', role: 'client' }),
    onSettled: () => changed(),
  });
}
