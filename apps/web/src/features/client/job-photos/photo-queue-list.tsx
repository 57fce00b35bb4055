import { useTranslation } from 'react-i18next';
import { ImageIcon, RotateCcw, X } from 'lucide-react';
import { errorText } from '../../../lib/error-text';
import type { PhotoQueue, QueuedPhoto } from './use-photo-queue';

/**
 * The photos chosen and where each stands: held until the job is posted, waiting, uploading with
 * its progress, added, or not added with the reason, Try again and Remove. A line above says how
 * it is going, for screen readers as it changes.
 */
export function PhotoQueueList({ queue, afterRemove }: { queue: PhotoQueue; afterRemove?: () => void }) {
  const { t } = useTranslation();
  const { items } = queue;
  const count = (state: QueuedPhoto['state']) => items.filter((item) => item.state === state).length;
  const uploading = items.findIndex((item) => item.state === 'uploading');
  const failed = count('failed');
  const summary = !queue.sending
    ? ''
    : uploading >= 0
      ? t('jobPhotos.queue.summaryUploading', { number: uploading + 1, total: items.length })
      : failed > 0
        ? t('jobPhotos.queue.summaryFailed', { count: failed })
        : count('done') > 0
          ? t('jobPhotos.queue.summaryDone', { count: count('done') })
          : '';

  if (items.length === 0) return null;
  return (
    <>
      <p className="photo-queue__summary" role="status">
        {summary}
      </p>
      <ul className="photo-queue">
        {items.map((item) => (
          <QueueItem key={item.id} item={item} queue={queue} afterRemove={afterRemove} />
        ))}
      </ul>
    </>
  );
}

interface QueueItemProps {
  item: QueuedPhoto;
  queue: PhotoQueue;
  /** Where the focus goes once the removed file's buttons are gone. */
  afterRemove?: () => void;
}

function QueueItem({ item, queue, afterRemove }: QueueItemProps) {
  const { t } = useTranslation();
  const name = item.file.name;
  const state = item.state === 'waiting' && !queue.sending ? 'held' : item.state;
  return (
    <li className={`photo-queue__item photo-queue__item--${item.state}`}>
      <span className="photo-queue__preview">
        <ImageIcon size={24} aria-hidden="true" />
        {/* A HEIC file may not show in this browser: the icon behind it stays. */}
        <img
          src={item.preview}
          alt=""
          width={56}
          height={56}
          onError={(event) => (event.currentTarget.hidden = true)}
        />
      </span>
      <span className="photo-queue__text">
        <span className="photo-queue__name">{name}</span>
        <span className="photo-queue__state">{t(`jobPhotos.queue.${state}`)}</span>
        {item.state === 'failed' && (
          <span className="photo-queue__reason">
            {errorText(t, item.error, { fallback: t('jobPhotos.queue.failedUnknown') })}
          </span>
        )}
        {item.state === 'uploading' && (
          <progress
            className="photo-queue__progress"
            max={1}
            value={item.progress}
            aria-label={t('jobPhotos.queue.progress', { name })}
          />
        )}
      </span>
      <span className="photo-queue__actions">
        {item.state === 'failed' && (
          <button type="button" className="button button--secondary" onClick={() => queue.retry(item.id)}>
            <RotateCcw size={18} aria-hidden="true" />
            {t('common.retry')}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
        {(item.state === 'failed' || (item.state === 'waiting' && !queue.sending)) && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              queue.remove(item.id);
              afterRemove?.();
            }}
          >
            <X size={18} aria-hidden="true" />
            {t('jobPhotos.queue.remove')}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
      </span>
    </li>
  );
}
