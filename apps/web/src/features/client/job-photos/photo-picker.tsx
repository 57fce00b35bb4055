import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import { PHOTO_LIMITS } from '@tradewise/shared';
import { checkChosen, PHOTO_ACCEPT, type Refusal } from './photo-checks';
import { PhotoQueueList } from './photo-queue-list';
import './photo-picker.css';
import type { PhotoQueue } from './use-photo-queue';

interface PhotoPickerProps {
  id: string;
  queue: PhotoQueue;
  /** How many more photos the job may take (8 less those it has or are on their way). */
  room: number;
  /** The button's words ("Choose photos", "Add photos"). */
  label: string;
  hint?: string;
  /** Said instead of the button once the job can take no more. */
  full?: string;
}

const MEGABYTES = PHOTO_LIMITS.maxBytes / (1024 * 1024);

/**
 * A real file input (any number of photos at once), looking like a button, with the hint and the
 * reason each refused file was not taken linked to it; the files taken are listed under it.
 */
export function PhotoPicker({ id, queue, room, label, hint, full }: PhotoPickerProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<{ name: string; reason: Refusal }[]>([]);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Emptied, so choosing the same file again (after removing it) is noticed.
    event.target.value = '';
    const checked = checkChosen(files, room);
    queue.add(checked.accepted);
    setRefused(checked.refused.map(({ file, reason }) => ({ name: file.name, reason })));
  };

  const describedBy = [hint && hintId, refused.length > 0 && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="photo-picker">
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {refused.length > 0 && (
        <div id={errorId} className="field__error" role="alert">
          <span className="visually-hidden">{t('common.errorPrefix')} </span>
          <ul className="photo-picker__refused">
            {refused.map(({ name, reason }, index) => (
              <li key={`${index}-${name}`}>
                {t(`jobPhotos.refused.${reason}`, { name, size: MEGABYTES, count: PHOTO_LIMITS.perJob })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {room <= 0 ? (
        full && <p className="photo-picker__full">{full}</p>
      ) : (
        <div className="photo-picker__choose">
          <input
            id={id}
            className="photo-picker__input"
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            aria-invalid={refused.length > 0 || undefined}
            aria-describedby={describedBy}
            onChange={choose}
          />
          <label htmlFor={id} className="button button--secondary photo-picker__button">
            <ImagePlus size={20} aria-hidden="true" />
            {label}
          </label>
        </div>
      )}
      <PhotoQueueList queue={queue} afterRemove={() => document.getElementById(id)?.focus()} />
    </div>
  );
}
