import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heic, jpegWithExif, png, pngBomb, webp } from '../../test/images.js';
import { detectKind, processImage, readUpload } from './images.js';

/** What a served file says about itself: no EXIF, no XMP, no ICC profile left. */
async function metadataOf(bytes: Buffer) {
  const { format, width, height, exif, xmp, icc, iptc, orientation } = await sharp(bytes).metadata();
  return { format, width, height, exif, xmp, icc, iptc, orientation };
}

describe('image pipeline', () => {
  it('decodes a real HEIC photo, as an iPhone sends, into WebP of the same size and colour', async () => {
    const input = await heic();
    expect(detectKind(input)).toBe('heic');
    const { kind, full, thumbnail } = await processImage(input);
    expect(kind).toBe('heic');
    expect(full).toMatchObject({ width: 320, height: 240 });
    expect(thumbnail.width).toBeLessThanOrEqual(400);
    const served = await metadataOf(full.data);
    expect(served).toMatchObject({ format: 'webp', width: 320, height: 240, exif: undefined, icc: undefined });
    // The picture itself came through: its centre is still the purple it was made from (#8e44ad).
    const { data } = await sharp(full.data)
      .extract({ left: 150, top: 110, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 0x8e)).toBeLessThan(16);
    expect(Math.abs(data[1]! - 0x44)).toBeLessThan(16);
    expect(Math.abs(data[2]! - 0xad)).toBeLessThan(16);
  });

  it('turns a JPEG upright by its EXIF orientation and keeps none of its EXIF or GPS', async () => {
    const input = await jpegWithExif();
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ width: 300, height: 200, orientation: 6 });
    expect(before.exif?.includes('Serial-4815162342')).toBe(true);
    // The GPS directory is there (its pointer tag, 0x8825, little-endian).
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const { kind, full, thumbnail } = await processImage(input);
    expect(kind).toBe('jpeg');
    for (const image of [full, thumbnail]) {
      const served = await metadataOf(image.data);
      // Orientation applied: 300×200 turned a quarter is 200×300, and nothing says to turn it again.
      expect(served).toEqual({
        format: 'webp',
        width: 200,
        height: 300,
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        iptc: undefined,
        orientation: undefined,
      });
      expect(image).toMatchObject({ width: 200, height: 300 });
      expect(image.data.includes('Serial-4815162342')).toBe(false);
      expect(image.data.includes('Exif')).toBe(false);
    }
  });

  it('makes a WebP of at most 1600 px and a 400 px thumbnail, keeping the proportions', async () => {
    const { full, thumbnail } = await processImage(await png(2400, 1800));
    expect([full.width, full.height, thumbnail.width, thumbnail.height]).toEqual([1600, 1200, 400, 300]);
    expect((await metadataOf(full.data)).format).toBe('webp');
    // Never enlarged: a small photo keeps its size.
    const small = await processImage(await webp());
    expect([small.kind, small.full.width, small.full.height, small.thumbnail.width]).toEqual(['webp', 640, 480, 400]);
  });

  it('knows the kind from the bytes, whatever the file claims', async () => {
    expect(detectKind(await jpegWithExif())).toBe('jpeg');
    expect(detectKind(await png(2, 2))).toBe('png');
    expect(detectKind(await webp())).toBe('webp');
    expect(detectKind(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'))).toBe('heic');
    expect(detectKind(Buffer.from('GIF89a'))).toBeNull();
    expect(detectKind(Buffer.from('Not a photo at all, just text.'))).toBeNull();
  });

  it.each([
    ['text', () => Buffer.from('Not a photo at all, just text.'), 'PHOTO_NOT_AN_IMAGE'],
    ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'PHOTO_NOT_AN_IMAGE'],
    ['a PDF', () => Buffer.from('%PDF-1.7\n%\xe2\xe3', 'latin1'), 'PHOTO_NOT_AN_IMAGE'],
    ['a JPEG cut short', async () => (await jpegWithExif()).subarray(0, 300), 'PHOTO_UNREADABLE'],
    [
      'a HEIC header with nothing behind it',
      () => Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
      'PHOTO_UNREADABLE',
    ],
    ['a PNG claiming 900 megapixels (a decompression bomb)', pngBomb, 'PHOTO_TOO_MANY_PIXELS'],
  ])('refuses %s with a clear code', async (_name, make, code) => {
    await expect(processImage(await make())).rejects.toMatchObject({ code });
  });

  it('reads an upload stream, and refuses one the parser cut at its size limit', async () => {
    const photo = await webp();
    expect(await readUpload(Readable.from([photo.subarray(0, 10), photo.subarray(10)]))).toEqual(photo);
    const cut = Object.assign(Readable.from([photo.subarray(0, 10)]), { truncated: true });
    await expect(readUpload(cut)).rejects.toMatchObject({ code: 'PHOTO_TOO_LARGE', status: 413 });
  });
});
