import { useId, useRef } from 'react';
import { ImagePlus } from 'lucide-react';
import { PHOTO_EXTENSIONS, PHOTO_MEDIA_TYPES } from '@tradewise/shared';

const ACCEPT = [...PHOTO_MEDIA_TYPES, ...PHOTO_EXTENSIONS].join(',');

interface PictureInputProps {
  label: string;
  busy: boolean;
  busyLabel: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** A file input shown as a button: picks JPEG, PNG, WebP or HEIC pictures and hands them over. */
export function PictureInput({ label, busy, busyLabel, multiple, disabled, onFiles }: PictureInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="picture-input">
      <input
        ref={input}
        id={id}
        className="visually-hidden"
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        disabled={busy || disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Emptied so that choosing the same file again is a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={id} className="button button--secondary picture-input__button" aria-disabled={busy || disabled}>
        {busy ? (
          <span className="spinner spinner--small" aria-hidden="true" />
        ) : (
          <ImagePlus size={20} aria-hidden="true" />
        )}
        {busy ? busyLabel : label}
      </label>
    </div>
  );
}
