import sharp from 'sharp';
import { AVATAR_SIZE } from '../contract/constants';
import { unprocessable } from '../errors';

// Avatars are small and rare: no need for libvips' cache to hold decoded images between requests.
sharp.cache(false);

/** A file part of a multipart body, read into memory (at most the upload limit; `truncated` past it). */
export class UploadedFile {
  constructor(
    readonly bytes: Buffer,
    readonly truncated: boolean,
    readonly filename: string,
  ) {}
}

const MAX_INPUT_PIXELS = 50_000_000; // a 7000 x 7000 photo; bigger is a decompression bomb, not a selfie

type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What the bytes are, whatever the file is called or claims to be. */
export function sniffImage(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export interface Avatar {
  contentType: string;
  bytes: Buffer;
}

/**
 * Checks an uploaded image by content and re-encodes it as a WebP of `width` x `height` (cropped to fill, around
 * what draws the eye): whatever was hidden in the original (EXIF with GPS, trailing data, a polyglot file) does
 * not survive. Undefined when nothing was sent; a bad file is a 422 under `field`.
 */
export async function processImage(value: unknown, field: string, width: number, height: number, quality = 82): Promise<Avatar | undefined> {
  if (value === undefined || value === null || value === '') return undefined;
  if (!(value instanceof UploadedFile)) throw unprocessable({ [field]: ['avatarInvalid'] });
  // A browser sends an empty, unnamed part when no file was chosen.
  if (value.bytes.length === 0 && !value.truncated && !value.filename) return undefined;
  if (value.truncated) throw unprocessable({ [field]: ['avatarTooLarge'] });
  const format = sniffImage(value.bytes);
  if (!format) throw unprocessable({ [field]: ['avatarInvalid'] });
  try {
    const image = sharp(value.bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw new Error(`content is ${metadata.format}, header says ${format}`);
    const bytes = await image
      .rotate() // honour the camera's orientation before EXIF is dropped
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .webp({ quality })
      .toBuffer();
    return { contentType: 'image/webp', bytes };
  } catch {
    throw unprocessable({ [field]: ['avatarInvalid'] });
  }
}

/** A client's avatar: a square of AVATAR_SIZE. */
export const processAvatar = (value: unknown) => processImage(value, 'avatar', AVATAR_SIZE, AVATAR_SIZE);
