import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Real images made by sharp for the upload tests. */

/**
 * A 300×200 photo (wider than tall) whose EXIF says "turn 90° clockwise" (orientation 6), with
 * the camera's make and serial and where it was taken (GPS), as a phone writes them.
 */
export const jpegWithExif = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Serial-4815162342' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();

export const png = (width = 2400, height = 1800) =>
  sharp({ create: { width, height, channels: 4, background: '#2980b9' } })
    .png()
    .toBuffer();

export const webp = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#27ae60' } })
    .webp()
    .toBuffer();

const crc32 = (bytes: Buffer) => zlib.crc32(bytes);

/**
 * A tiny PNG whose header claims 30,000 × 30,000 pixels (900 megapixels): a decompression bomb
 * as far as a decoder that believes it is concerned.
 */
export async function pngBomb(): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  // IHDR follows the 8-byte signature: length (4), type (4), width (4), height (4), ...; its CRC covers type and data.
  bytes.writeUInt32BE(30_000, 16);
  bytes.writeUInt32BE(30_000, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)) >>> 0, 29);
  return bytes;
}

/**
 * A real HEIC photo (HEVC in HEIF, as an iPhone writes), 320×240 and purple (#8e44ad), made once
 * with Debian's `heif-enc` (libheif-examples, x265): sharp cannot write HEIC, so it is a file.
 */
export const heic = () => fs.promises.readFile(new URL('./fixtures/photo-320x240.heic', import.meta.url));

/** 14 MB that merely start like a HEIC photo (`ftypheic`) and are random after: the issue 38 flood. */
export const fakeHeic = (megabytes = 14) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    randomBytes(megabytes * 1024 * 1024),
  ]);

/** The real HEIC photo, its image extents (`ispe`) rewritten to claim `width` × `height`. */
export async function heicClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await heic());
  let at = bytes.indexOf('ispe', 0, 'latin1');
  if (at < 0) throw new Error('the HEIC fixture has no ispe box');
  for (; at >= 0; at = bytes.indexOf('ispe', at + 4, 'latin1')) {
    bytes.writeUInt32BE(width, at + 8);
    bytes.writeUInt32BE(height, at + 12);
  }
  return bytes;
}
