/**
 * Photos people upload (issue 17): the kinds and sizes accepted. The API decides on the bytes
 * themselves; the web app checks a chosen file against the same figures before sending it.
 */
export const PHOTO_LIMITS = {
  /** The largest file accepted, in bytes (15 MB). */
  maxBytes: 15 * 1024 * 1024,
  /** Photos one job may have. */
  perJob: 8,
} as const;

/** The image kinds accepted, by media type; HEIC and HEIF are what iPhones take. */
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;

/** The same kinds by file name ending, for browsers that give a HEIC file no media type. */
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'] as const;
