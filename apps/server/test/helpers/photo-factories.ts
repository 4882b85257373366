import sharp from 'sharp';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import type { TestApp } from './app';
import { authHeaders } from './factories';

type Headers = Record<string, string>;

/** Where a test photo was "taken": written into its EXIF GPS tags (IFD3), which the server must drop. */
export const TAKEN_AT = { lat: '25/1 4/1 3000/100', lon: '55/1 10/1 0/1' };

/**
 * A real camera-like JPEG made with sharp: `width` x `height` pixels, EXIF with the camera make and GPS position,
 * and an EXIF orientation (6: the camera was turned, so the picture shows `height` x `width`).
 */
export async function cameraPhoto(
  options: { width?: number; height?: number; orientation?: number; format?: 'jpeg' | 'png' | 'webp' } = {},
): Promise<Buffer> {
  const { width = 2400, height = 1800, orientation = 1, format = 'jpeg' } = options;
  return sharp({ create: { width, height, channels: 3, background: { r: 196, g: 64, b: 48 } } })
    .composite([
      {
        input: {
          create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: '#fff' },
        },
        top: 0,
        left: 0,
      },
    ])
    .toFormat(format)
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: TAKEN_AT.lat, GPSLongitudeRef: 'E', GPSLongitude: TAKEN_AT.lon },
    })
    .toBuffer();
}

/** Whether an EXIF block holds a GPS directory (the GPSInfo pointer tag 0x8825, either byte order). */
export const hasGpsTag = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** A multipart/form-data body with one file part `photo`. */
export function multipart(file: Buffer, options: { filename?: string; contentType?: string } = {}) {
  const boundary = `----shop-test-${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${options.filename ?? 'photo.jpg'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const uploadPhoto = (
  t: Pick<TestApp, 'app'>,
  jobId: number | string,
  headers: Headers,
  file: Buffer,
  options: { filename?: string; contentType?: string } = {},
) => {
  const body = multipart(file, options);
  return t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/photos`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

/** Every file under the test app's UPLOAD_DIR (relative paths). */
export async function storedFiles(t: Pick<TestApp, 'config'>): Promise<string[]> {
  const names = await readdir(t.config.uploadDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return names.filter((d) => d.isFile()).map((d) => path.relative(t.config.uploadDir, path.join(d.parentPath, d.name)));
}

/**
 * A photo added to an open job of the app's (seeded) database, by a staff account made for it: its image address,
 * the bytes the server stored, and the staff's headers (valid in a copy of the database too).
 */
export async function photoOnSomeJob(t: Pick<TestApp, 'app' | 'ctx'>) {
  const [job] = rowsOf<{ id: number }>(
    await t.ctx.db.execute(
      sql`SELECT booking_id AS id FROM jobs WHERE stage NOT IN ('collected', 'canceled') ORDER BY booking_id LIMIT 1`,
    ),
  );
  const headers = await authHeaders(t.ctx, 'staff');
  const added = await uploadPhoto(t, job!.id, headers, await cameraPhoto({ width: 900, height: 600 }));
  if (added.statusCode !== 201) throw new Error(`The photo was not added: ${added.body}`);
  const url = added.json().photo.url as string;
  const stored = (await t.app.inject({ method: 'GET', url, headers })).rawPayload;
  return { url, stored, headers };
}
