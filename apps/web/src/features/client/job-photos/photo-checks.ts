import { PHOTO_EXTENSIONS, PHOTO_LIMITS, PHOTO_MEDIA_TYPES } from '@tradewise/shared';

/** Why a chosen file is not sent: not a photo of an accepted kind, too large, or no room left. */
export type Refusal = 'type' | 'size' | 'count';

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/** Accepted by its media type, or by its name's ending when the browser gives none (HEIC on some). */
export function isPhotoKind(file: ChosenFile): boolean {
  const type = file.type.toLowerCase();
  if (type) return (PHOTO_MEDIA_TYPES as readonly string[]).includes(type);
  const name = file.name.toLowerCase();
  return PHOTO_EXTENSIONS.some((ending) => name.endsWith(ending));
}

/**
 * The server's rules, checked before anything is sent: the kinds and size it takes, and no more
 * than `room` photos (what the job may still hold); files past the room are refused in order.
 */
export function checkChosen<F extends ChosenFile>(
  files: readonly F[],
  room: number,
): { accepted: F[]; refused: { file: F; reason: Refusal }[] } {
  const accepted: F[] = [];
  const refused: { file: F; reason: Refusal }[] = [];
  for (const file of files) {
    if (!isPhotoKind(file)) refused.push({ file, reason: 'type' });
    else if (file.size > PHOTO_LIMITS.maxBytes) refused.push({ file, reason: 'size' });
    else if (accepted.length >= room) refused.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** What the file input offers to pick from. */
export const PHOTO_ACCEPT = [...PHOTO_MEDIA_TYPES, ...PHOTO_EXTENSIONS].join(',');
