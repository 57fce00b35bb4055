import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPhoto } from '@tradewise/shared';
import { LazyPhotoViewer } from './lazy-photo-viewer';
import './job-photos.css';

interface PhotoGalleryProps {
  photos: readonly JobPhoto[];
  /** Beside each thumbnail: the owner's delete button (`number` counts from 1). */
  action?: (photo: JobPhoto, number: number) => ReactNode;
}

/**
 * A job's photos as thumbnails, lazy-loaded with their size known beforehand (the card does not
 * move as they arrive); a thumbnail opens the full photo in a dialog.
 */
export function PhotoGallery({ photos, action }: PhotoGalleryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const altOf = (index: number) => t('jobPhotos.alt', { number: index + 1, total: photos.length });
  if (photos.length === 0) return null;
  return (
    <>
      <ul className="job-photos wrap-list" aria-label={t('jobPhotos.listLabel')}>
        {photos.map((photo, index) => (
          <li key={photo._id} className="job-photos__item">
            <button type="button" className="job-photos__open" aria-haspopup="dialog" onClick={() => setOpen(index)}>
              <img
                className="job-photos__thumb"
                src={photo.thumbnailUrl}
                alt={altOf(index)}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
              />
            </button>
            {action?.(photo, index + 1)}
          </li>
        ))}
      </ul>
      {open !== null && photos[open] && (
        <LazyPhotoViewer photos={photos} index={open} altOf={altOf} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
