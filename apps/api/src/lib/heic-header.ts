import { AppError } from './app-error.js';

/**
 * What a HEIC file says of its own size, read from its boxes (ISO BMFF) before anything is decoded:
 * the image spatial extents (`ispe`) of its items, under meta > iprp > ipco. A file with no such
 * box is no photo a decoder should be given, whatever its first bytes claim.
 */

interface Box {
  type: string;
  start: number;
  end: number;
}

/** The boxes in `bytes[start, end)`; stops at the first one whose size does not fit. */
function boxes(bytes: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) break;
      size = Number(large);
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    found.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at + header, end: at + size });
    at += size;
  }
  return found;
}

const child = (bytes: Buffer, parent: Box | undefined, type: string, skip = 0) =>
  parent && boxes(bytes, parent.start + skip, parent.end).find((box) => box.type === type);

/**
 * The most pixels any image of this HEIC declares (width × height of its largest `ispe`), or null
 * when it declares none: then it is unreadable without decoding a byte of it.
 */
export function heicDeclaredPixels(bytes: Buffer): number | null {
  // meta is a full box: 4 bytes of version and flags before its children.
  const meta = child(bytes, { type: 'file', start: 0, end: bytes.length }, 'meta');
  const ipco = child(bytes, child(bytes, meta, 'iprp', 4), 'ipco');
  if (!ipco) return null;
  const extents = boxes(bytes, ipco.start, ipco.end).filter((box) => box.type === 'ispe' && box.end - box.start >= 12);
  if (extents.length === 0) return null;
  return Math.max(...extents.map((box) => bytes.readUInt32BE(box.start + 4) * bytes.readUInt32BE(box.start + 8)));
}

/** The boxes a HEIF file holds at its top level (ISO/IEC 23008-12 and 14496-12). */
const TOP_LEVEL = new Set([
  'ftyp',
  'meta',
  'mdat',
  'free',
  'skip',
  'uuid',
  'moov',
  'moof',
  'mfra',
  'pdin',
  'styp',
  'sidx',
  'idat',
]);

/**
 * Judges a HEIC from its first bytes: each top-level box that starts there must be one a HEIF
 * holds (random bytes after `ftypheic` are not), and a `meta` box read whole must declare a size
 * within `maxPixels`. 400 PHOTO_UNREADABLE or 413 PHOTO_TOO_MANY_PIXELS; a box that runs past the
 * head is judged once the file is whole.
 */
export function checkHeicHead(head: Buffer, maxPixels: number) {
  let at = 0;
  while (at + 8 <= head.length) {
    const size = head.readUInt32BE(at);
    const type = head.toString('latin1', at + 4, at + 8);
    if (!TOP_LEVEL.has(type) || (size > 1 && size < 8)) throw new AppError('PHOTO_UNREADABLE');
    if (type === 'meta' && size > 8 && at + size <= head.length) {
      const pixels = heicDeclaredPixels(head.subarray(0, at + size));
      if (!pixels) throw new AppError('PHOTO_UNREADABLE');
      if (pixels > maxPixels) throw new AppError('PHOTO_TOO_MANY_PIXELS');
    }
    if (size <= 1) return;
    at += size;
  }
}
