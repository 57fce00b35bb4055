/**
 * The image pipeline of uploads (issue 17): what a user sends is decoded, never stored as sent.
 * The kind is read from the bytes (the name and declared media type are not trusted), the picture
 * is turned the way its EXIF orientation says, and it is written anew as WebP with no metadata at
 * all (sharp keeps none unless asked: no EXIF, no GPS, no camera serial), in two sizes.
 */
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import sharp, { type Sharp } from 'sharp';
import { AppError } from './app-error.js';
import { checkHeicHead, heicDeclaredPixels } from './heic-header.js';
import { Slots } from './slots.js';

/** The longest side of the stored photo and of its thumbnail, in pixels. */
export const FULL_SIZE = 1600;
export const THUMBNAIL_SIZE = 400;
/** The width of a picture's thumbnail (its longest side brought down to THUMBNAIL_SIZE, never up). */
export const thumbnailWidth = (width: number, height: number) =>
  Math.round(width * Math.min(1, THUMBNAIL_SIZE / Math.max(width, height, 1)));
/**
 * The longest side of a tradesperson's portrait: the profile shows it at most 420 px high (240 on
 * a phone) in a column of two fifths of the page, and never larger, so 960 px covers a screen of two
 * device pixels per CSS pixel. Kept at 1600 px, a phone's photo had 2.8 times the pixels, and it is
 * the profile's largest paint.
 */
export const PORTRAIT_SIZE = 960;
/**
 * The most pixels an upload may decode to (50 megapixels: a 48 MP phone photo fits): a small file
 * that claims to be huge (a decompression bomb) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Decoding is bounded (issue 38): two pictures decode at a time (each may hold 200 MB of pixels,
 * and a HEIC takes a worker thread seconds), sixteen more wait in line, and past that an upload is
 * answered 503 at once. The event loop and /healthz stay free whatever arrives.
 */
export const decoders = new Slots(2, 16);

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic';

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  kind: ImageKind;
  full: EncodedImage;
  thumbnail: EncodedImage;
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The kind of image these bytes are, from their signature; null for anything else. */
export function detectKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'heic';
  return null;
}

/** How much of an upload is read before its first bytes are judged (see `checkHead`). */
const HEAD_BYTES = 64 * 1024;

/**
 * Reads an uploaded file stream whole, but never past `maxBytes`: the multipart parser stops at
 * its `fileSize` limit and marks the stream truncated, which is answered 413. Its first 64 KB are
 * judged before the rest is kept (`checkHead`): bytes that are no image, or a HEIC whose boxes say
 * it is none, are refused there, and the rest of the upload is read past without being kept.
 */
export async function readUpload(stream: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  let judged = false;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (!judged && length >= HEAD_BYTES) {
        judged = true;
        checkHead(Buffer.concat(chunks));
      }
    }
  } catch (error) {
    stream.resume();
    throw error;
  }
  if (stream.truncated) throw new AppError('PHOTO_TOO_LARGE');
  const bytes = Buffer.concat(chunks);
  if (!judged) checkHead(bytes);
  return bytes;
}

/** What a file's first bytes already tell: no image (400), or a HEIC that is none or too big. */
function checkHead(head: Buffer) {
  const kind = detectKind(head);
  if (!kind) throw new AppError('PHOTO_NOT_AN_IMAGE');
  if (kind === 'heic') checkHeicHead(head, MAX_INPUT_PIXELS);
}

/**
 * HEIC (what iPhones take) as raw pixels, which sharp takes: its own libvips cannot decode HEVC.
 * Decoded in a worker thread (heic-worker.mjs), since it takes seconds on a phone's photo.
 */
async function heicPixels(bytes: Buffer) {
  const worker = new Worker(new URL('./heic-worker.mjs', import.meta.url), {
    workerData: { bytes, maxPixels: MAX_INPUT_PIXELS },
  });
  const answer = await new Promise<HeicAnswer>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', () => resolve({ error: 'unreadable' }));
  }).finally(() => void worker.terminate());
  if ('error' in answer)
    throw new AppError(answer.error === 'too-many-pixels' ? 'PHOTO_TOO_MANY_PIXELS' : 'PHOTO_UNREADABLE');
  const { pixels, width, height } = answer;
  return { pixels: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), width, height };
}

type HeicAnswer =
  { error: 'unreadable' | 'too-many-pixels' } | { width: number; height: number; pixels: Uint8ClampedArray };

/** A way to open the upload afresh in sharp, turned upright: each size is read from the source. */
async function opener(kind: ImageKind, bytes: Buffer): Promise<() => Sharp> {
  if (kind !== 'heic') return () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  // libheif applies the HEIC's own rotation while decoding.
  const { pixels, width, height } = await heicPixels(bytes);
  return () => sharp(pixels, { raw: { width, height, channels: 4 } });
}

async function encode(open: () => Sharp, size: number): Promise<EncodedImage> {
  const { data, info } = await open()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A JPEG, PNG, WebP or HEIC upload as WebP at most `fullSize` px (1600 unless said) and a 400 px
 * thumbnail, turned upright and without metadata. 400 PHOTO_NOT_AN_IMAGE for any other bytes, 400
 * PHOTO_UNREADABLE when they start like an image but do not decode, 413 PHOTO_TOO_MANY_PIXELS for a
 * picture over the limit.
 */
export async function processImage(bytes: Buffer, fullSize = FULL_SIZE): Promise<ProcessedImage> {
  const kind = detectKind(bytes);
  if (!kind) throw new AppError('PHOTO_NOT_AN_IMAGE');
  if (kind === 'heic') checkHeicHeader(bytes);
  return decoders.run(() => decodeAndEncode(kind, bytes, fullSize));
}

/** A HEIC's declared size is checked before a worker is started: none is unreadable, too big is 413. */
function checkHeicHeader(bytes: Buffer) {
  const pixels = heicDeclaredPixels(bytes);
  if (pixels === null || pixels === 0) throw new AppError('PHOTO_UNREADABLE');
  if (pixels > MAX_INPUT_PIXELS) throw new AppError('PHOTO_TOO_MANY_PIXELS');
}

async function decodeAndEncode(kind: ImageKind, bytes: Buffer, fullSize: number): Promise<ProcessedImage> {
  try {
    const open = await opener(kind, bytes);
    const [full, thumbnail] = await Promise.all([encode(open, fullSize), encode(open, THUMBNAIL_SIZE)]);
    return { kind, full, thumbnail };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError('PHOTO_TOO_MANY_PIXELS');
    throw new AppError('PHOTO_UNREADABLE');
  }
}
