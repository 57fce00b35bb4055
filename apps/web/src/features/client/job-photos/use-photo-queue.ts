import { useCallback, useEffect, useRef, useState } from 'react';
import type { JobPhoto } from '@tradewise/shared';
import { uploadJobPhoto } from './job-photos-api';

export type QueueState = 'waiting' | 'uploading' | 'done' | 'failed';

/** A chosen file on its way to the job: shown from its local copy until the server has it. */
export interface QueuedPhoto {
  id: string;
  file: File;
  /** An object URL of the file itself, revoked when it leaves the queue. */
  preview: string;
  state: QueueState;
  /** Share of the file sent while uploading, 0 to 1. */
  progress: number;
  error?: unknown;
  photo?: JobPhoto;
}

export interface PhotoQueue {
  items: QueuedPhoto[];
  /** Whether files are sent as they wait (the job exists), or held until it does. */
  sending: boolean;
  add: (files: readonly File[]) => void;
  remove: (id: string) => void;
  retry: (id: string) => void;
}

let counter = 0;

/**
 * Photos chosen for a job, sent one at a time once `jobId` is known (the job form holds them
 * until the job is posted; a card sends them at once). Each keeps its state and progress, and a
 * failed one its error, to try again or remove. Leaving the page stops the upload under way.
 */
export function usePhotoQueue(jobId: string | null, onUploaded?: (photo: JobPhoto) => void): PhotoQueue {
  const [items, setItems] = useState<QueuedPhoto[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const uploading = useRef<AbortController | null>(null);
  const uploadedRef = useRef(onUploaded);
  uploadedRef.current = onUploaded;

  const update = useCallback(
    (id: string, change: Partial<QueuedPhoto>) =>
      setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );

  useEffect(() => {
    if (!jobId || uploading.current) return;
    const next = items.find((item) => item.state === 'waiting');
    if (!next) return;
    const controller = new AbortController();
    uploading.current = controller;
    update(next.id, { state: 'uploading', progress: 0, error: undefined });
    uploadJobPhoto(jobId, next.file, {
      signal: controller.signal,
      onProgress: (progress) => update(next.id, { progress }),
    }).then(
      (photo) => {
        uploading.current = null;
        update(next.id, { state: 'done', progress: 1, photo });
        uploadedRef.current?.(photo);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        uploading.current = null;
        update(next.id, { state: 'failed', error });
      },
    );
  }, [jobId, items, update]);

  useEffect(
    () => () => {
      uploading.current?.abort();
      uploading.current = null;
      for (const item of itemsRef.current) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const add = useCallback((files: readonly File[]) => {
    // Made here, not in the state update, which React may run twice.
    const added = files.map<QueuedPhoto>((file) => ({
      id: `photo-${(counter += 1)}`,
      file,
      preview: URL.createObjectURL(file),
      state: 'waiting',
      progress: 0,
    }));
    setItems((list) => [...list, ...added]);
  }, []);

  const remove = useCallback((id: string) => {
    const item = itemsRef.current.find((entry) => entry.id === id);
    if (item) URL.revokeObjectURL(item.preview);
    setItems((list) => list.filter((entry) => entry.id !== id));
  }, []);

  const retry = useCallback((id: string) => update(id, { state: 'waiting', progress: 0, error: undefined }), [update]);

  return { items, sending: jobId !== null, add, remove, retry };
}
