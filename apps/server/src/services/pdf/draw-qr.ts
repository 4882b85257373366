import type * as QRCode from 'qrcode';
import { lazyPackage } from '../../lib/lazy-package';
import type { Doc } from './layout';

const qrcode = lazyPackage<typeof QRCode>('qrcode');

/**
 * Draws `text` as a QR code of `size` points square at (x, y), as vector squares (sharp at any
 * printer resolution), on a white quiet zone of four modules around it, which scanners need.
 */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = qrcode().create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const quiet = 4;
  const cell = size / (count + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  const left = x + quiet * cell;
  const top = y + quiet * cell;
  for (let row = 0; row < count; row += 1) {
    // Runs of dark modules in a row are one rectangle: fewer shapes, no hairline gaps between them.
    let start = -1;
    for (let col = 0; col <= count; col += 1) {
      const dark = col < count && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(left + start * cell, top + row * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fill('#000000');
}
