import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { renderPageAsImage } from 'unpdf';

/**
 * pdf.js (inside unpdf) copies font data with ArrayBuffer.prototype.transferToFixedLength, which
 * Node 20 lacks (Node 21+ has it); without it pages render with no text. A copy does the same job.
 */
const arrayBufferProto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: unknown };
if (typeof arrayBufferProto.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length: number = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

/** The first page of a PDF as a PNG, `scale` pixels per point (3 ≈ 216 dpi, a thermal printer's 203 dpi). */
export async function pdfPagePng(pdf: Buffer, scale = 3): Promise<Buffer> {
  const png = await renderPageAsImage(new Uint8Array(pdf), 1, { canvasImport: () => import('@napi-rs/canvas'), scale });
  return Buffer.from(png);
}

/** The text of the QR code a scanner finds in the picture; null when it finds none. */
export async function readQr(png: Buffer): Promise<string | null> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return jsQR(data, image.width, image.height)?.data ?? null;
}

/** The picture's size in pixels. */
export async function pngSize(png: Buffer): Promise<{ width: number; height: number }> {
  const image = await loadImage(png);
  return { width: image.width, height: image.height };
}

/** Keeps a rendered page in apps/server/test-output/ (git-ignored) for a person to look at. */
export async function keepPng(name: string, png: Buffer): Promise<void> {
  const folder = path.resolve(import.meta.dirname, '../../test-output');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), png);
}
