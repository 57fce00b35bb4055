import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { JobPhoto } from '@tradewise/shared';
import { Dialog } from '../ui/dialog';

export interface PhotoViewerProps {
  photos: readonly JobPhoto[];
  index: number;
  altOf: (index: number) => string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** One photo at full size in the app's dialog; Previous and Next (or the arrow keys) step through. */
export function PhotoViewer({ photos, index, altOf, onIndex, onClose }: PhotoViewerProps) {
  const { t } = useTranslation();
  const nextRef = useRef<HTMLButtonElement>(null);
  const photo = photos[index]!;
  const several = photos.length > 1;
  const stepRef = useRef((_by: number) => {});
  stepRef.current = (by: number) => onIndex((index + by + photos.length) % photos.length);

  useEffect(() => {
    if (!several) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') stepRef.current(-1);
      else if (event.key === 'ArrowRight') stepRef.current(1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [several]);

  return (
    <Dialog
      title={altOf(index)}
      closeLabel={t('jobPhotos.close')}
      onClose={onClose}
      initialFocus={several ? nextRef : undefined}
    >
      <div className="photo-viewer">
        <a className="photo-viewer__frame" href={photo.url} target="_blank" rel="noopener">
          <img
            key={photo._id}
            className="photo-viewer__image"
            src={photo.url}
            alt={altOf(index)}
            width={photo.width}
            height={photo.height}
            decoding="async"
          />
          <span className="visually-hidden"> {t('jobPhotos.openNewTab')}</span>
        </a>
        {several && (
          <div className="photo-viewer__nav">
            <button type="button" className="button button--secondary" onClick={() => stepRef.current(-1)}>
              <ChevronLeft size={20} aria-hidden="true" />
              {t('jobPhotos.previous')}
            </button>
            <button ref={nextRef} type="button" className="button button--secondary" onClick={() => stepRef.current(1)}>
              {t('jobPhotos.next')}
              <ChevronRight size={20} aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
