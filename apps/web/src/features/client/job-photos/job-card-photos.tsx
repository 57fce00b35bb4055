import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Trash2 } from 'lucide-react';
import { PHOTO_LIMITS, type ClientJob, type JobPhoto } from '@tradewise/shared';
import { PhotoGallery } from '../../../components/job-photos/photo-gallery';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/error-text';
import { ServerErrorToast } from '../server-error-toast';
import { PhotoPicker } from './photo-picker';
import { useDeleteJobPhoto, useJobsChanged } from './job-photos-api';
import { usePhotoQueue } from './use-photo-queue';

/**
 * The photos on one of the client's job cards: thumbnails that open full size, each with Delete
 * (confirmed); while the job is open and has fewer than eight, Add photos sends new ones at once.
 */
export function JobCardPhotos({ job }: { job: ClientJob }) {
  const { t } = useTranslation();
  const changed = useJobsChanged();
  const queue = usePhotoQueue(job._id, () => void changed());
  const remove = useDeleteJobPhoto();
  const [deleting, setDeleting] = useState<JobPhoto | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `job-${job._id}-photos`;

  // A photo the card now shows leaves the list of those on their way.
  const photoIds = job.photos.map((photo) => photo._id).join(' ');
  const { items, remove: forget } = queue;
  useEffect(() => {
    const shown = new Set(photoIds.split(' '));
    for (const item of items) if (item.photo && shown.has(item.photo._id)) forget(item.id);
  }, [photoIds, items, forget]);

  const shown = new Set(job.photos.map((photo) => photo._id));
  const onTheirWay = items.filter((item) => !(item.photo && shown.has(item.photo._id))).length;
  const room = job.status === 'open' ? PHOTO_LIMITS.perJob - job.photos.length - onTheirWay : 0;
  if (job.photos.length === 0 && items.length === 0 && job.status !== 'open') return null;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { jobId: job._id, photoId: deleting._id },
      {
        onSuccess: () => {
          toast.success(t('jobPhotos.deleted'));
          // The dialog closes now, giving the focus back to its delete button, which is going: the
          // focus then waits on the heading.
          flushSync(() => setDeleting(null));
          headingRef.current?.focus();
        },
        onError: (error) => {
          toast.error(<ServerErrorToast reason={errorText(t, error, { fallback: '' })} />);
        },
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <section className="job-card__section" aria-labelledby={headingId}>
      <h4 id={headingId} ref={headingRef} tabIndex={-1} className="job-card__section-title">
        {t('jobPhotos.title')}
      </h4>
      <div className="job-card-photos">
        <PhotoGallery
          photos={job.photos}
          action={(photo, number) => (
            <button
              type="button"
              className="touch-button job-photos__delete"
              aria-label={t('jobPhotos.delete', { number, total: job.photos.length })}
              onClick={() => setDeleting(photo)}
            >
              <span>
                <Trash2 size={16} aria-hidden="true" />
              </span>
            </button>
          )}
        />
        {(job.status === 'open' || items.length > 0) && (
          <PhotoPicker
            id={`job-${job._id}-add-photos`}
            queue={queue}
            room={room}
            label={t('jobPhotos.add')}
            full={job.status === 'open' ? t('jobPhotos.fullCard', { count: PHOTO_LIMITS.perJob }) : undefined}
            hint={job.photos.length === 0 && items.length === 0 ? t('jobPhotos.cardHint') : undefined}
          />
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('jobPhotos.confirmDeleteTitle')}
        confirmLabel={t('jobPhotos.confirmDelete')}
        cancelLabel={t('jobPhotos.keep')}
        tone="danger"
        busy={remove.isPending}
        busyLabel={t('jobPhotos.deleting')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('jobPhotos.confirmDeleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
