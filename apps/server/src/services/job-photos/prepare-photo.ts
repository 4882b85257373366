import type Sharp from 'sharp';
import type { OutputInfo } from 'sharp';
import { JOB_PHOTO_MESSAGES } from '@shop/domain/contracts/job-photos';
import { badRequest } from '../../lib/errors';
import { lazyPackage } from '../../lib/lazy-package';

const sharp = lazyPackage<typeof Sharp>('sharp');

/** The display size kept: the longest side at most this many pixels (a phone's 12 MP photo is about 4000). */
export const DISPLAY_LONGEST_SIDE = 1600;
/** Larger pictures are refused before decoding (a 10 MB file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 100_000_000;

export interface PreparedPhoto {
  data: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * What is stored of an uploaded photo: decoded (anything sharp cannot read is refused with a sentence), turned the
 * way the camera held it (EXIF orientation), shrunk to DISPLAY_LONGEST_SIDE and re-encoded as JPEG. Re-encoding keeps
 * no metadata (EXIF with GPS and the camera, XMP, IPTC, ICC): sharp writes none unless asked.
 */
export async function preparePhoto(upload: Buffer): Promise<PreparedPhoto> {
  let result: { data: Buffer; info: OutputInfo };
  try {
    result = await sharp()(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: DISPLAY_LONGEST_SIDE, height: DISPLAY_LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // sharp's own message names libvips internals; the person gets what to do instead.
    throw badRequest(JOB_PHOTO_MESSAGES.notAnImage);
  }
  return { data: result.data, contentType: 'image/jpeg', width: result.info.width, height: result.info.height };
}
