import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHOTO_LIMITS } from '@tradewise/shared';
import { Alert } from '../../../components/ui/alert';
import { PhotoPicker } from './photo-picker';
import { PhotoQueueList } from './photo-queue-list';
import type { PhotoQueue } from './use-photo-queue';

const MEGABYTES = PHOTO_LIMITS.maxBytes / (1024 * 1024);

/** The job form's photos, on its last step: chosen and shown here, sent once the job is posted. */
export function PostJobPhotos({ queue }: { queue: PhotoQueue }) {
  const { t } = useTranslation();
  return (
    <section className="post-job-photos" aria-labelledby="post-job-photos-title">
      <h2 id="post-job-photos-title" className="job-card__section-title">
        {t('jobPhotos.formTitle')}
      </h2>
      <PhotoPicker
        id="post-job-photos"
        queue={queue}
        room={PHOTO_LIMITS.perJob - queue.items.length}
        label={t(queue.items.length > 0 ? 'jobPhotos.chooseMore' : 'jobPhotos.choose')}
        hint={t('jobPhotos.formHint', { count: PHOTO_LIMITS.perJob, size: MEGABYTES })}
        full={t('jobPhotos.fullForm', { count: PHOTO_LIMITS.perJob })}
      />
    </section>
  );
}

/** Whether the photos chosen with the job have all reached it (true when none were chosen). */
export const allSent = (queue: PhotoQueue) => queue.items.every((item) => item.state === 'done');

/**
 * Under the thank-you once the job is posted: each photo's upload. When one fails the job stays
 * posted and says so; the photo can be tried again or left out, and the jobs are a link away.
 */
export function PostedJobPhotos({ queue, dashboard }: { queue: PhotoQueue; dashboard: string }) {
  const { t } = useTranslation();
  const failed = queue.items.some((item) => item.state === 'failed');
  return (
    <div className="post-job-photos">
      {failed && (
        <Alert tone="warning" title={t('jobPhotos.posted.failedTitle')}>
          <p>{t('jobPhotos.posted.failedBody')}</p>
        </Alert>
      )}
      <PhotoQueueList queue={queue} />
      {failed && (
        <Link className="button button--primary button--block-phone" to={dashboard}>
          {t('jobPhotos.posted.toJobs')}
        </Link>
      )}
    </div>
  );
}
