import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS } from '@tradewise/shared';
import { checkChosen, isPhotoKind } from './photo-checks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('isPhotoKind', () => {
  it('takes JPEG, PNG, WebP and HEIC by media type, in any case', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'IMAGE/HEIF']) {
      expect(isPhotoKind(file('photo', type)), type).toBe(true);
    }
  });

  it('refuses other kinds, even with a photo-like name', () => {
    expect(isPhotoKind(file('notes.txt', 'text/plain'))).toBe(false);
    expect(isPhotoKind(file('drawing.svg', 'image/svg+xml'))).toBe(false);
    expect(isPhotoKind(file('fake.jpg', 'application/pdf'))).toBe(false);
  });

  it('goes by the name when the browser gives no media type (HEIC on some systems)', () => {
    expect(isPhotoKind(file('IMG_0001.HEIC', ''))).toBe(true);
    expect(isPhotoKind(file('notes', ''))).toBe(false);
  });
});

describe('checkChosen', () => {
  it('keeps photos within the size and the room left, and says why each other file is refused', () => {
    const photos = [
      file('a.jpg', 'image/jpeg'),
      file('notes.txt', 'text/plain'),
      file('huge.png', 'image/png', PHOTO_LIMITS.maxBytes + 1),
      file('b.png', 'image/png', PHOTO_LIMITS.maxBytes),
      file('c.webp', 'image/webp'),
    ];
    const { accepted, refused } = checkChosen(photos, 2);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(refused.map(({ file: f, reason }) => [f.name, reason])).toEqual([
      ['notes.txt', 'type'],
      ['huge.png', 'size'],
      ['c.webp', 'count'],
    ]);
  });

  it('refuses every photo when the job is full', () => {
    expect(checkChosen([file('a.jpg', 'image/jpeg')], 0).refused).toEqual([
      { file: file('a.jpg', 'image/jpeg'), reason: 'count' },
    ]);
  });
});
