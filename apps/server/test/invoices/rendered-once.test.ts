import { describe, expect, it } from 'vitest';
import { renderedOnce } from '../../src/services/pdf/rendered-once';

/** A renderer that counts its drawings and answers the document's text as bytes, once released. */
function countingRenderer() {
  const drawn: string[] = [];
  const waiting: (() => void)[] = [];
  const render = (document: { name: string }) => {
    drawn.push(document.name);
    return new Promise<Buffer>((resolve) => waiting.push(() => resolve(Buffer.from(document.name))));
  };
  const release = () => waiting.splice(0).forEach((go) => go());
  return { drawn, render, release };
}

describe('a PDF drawn once (rendered-once.ts)', () => {
  it('draws two requests for one document at once a single time, and answers both', async () => {
    const renderer = countingRenderer();
    const render = renderedOnce(renderer.render);
    const both = Promise.all([render({ name: 'INV-1' }), render({ name: 'INV-1' })]);
    renderer.release();
    expect((await both).map(String)).toEqual(['INV-1', 'INV-1']);
    expect(String(await render({ name: 'INV-1' }))).toBe('INV-1');
    expect(renderer.drawn).toEqual(['INV-1']);
  });

  it('draws a changed document again, and keeps both', async () => {
    const renderer = countingRenderer();
    const render = renderedOnce(renderer.render);
    const first = render({ name: 'Old name' });
    renderer.release();
    await first;
    const changed = render({ name: 'New name' });
    renderer.release();
    expect(String(await changed)).toBe('New name');
    expect(String(await render({ name: 'Old name' }))).toBe('Old name');
    expect(renderer.drawn).toEqual(['Old name', 'New name']);
  });

  it('draws again after a failed drawing instead of keeping the failure', async () => {
    let calls = 0;
    const render = renderedOnce(async (document: { name: string }) => {
      calls += 1;
      if (calls === 1) throw new Error('font missing');
      return Buffer.from(document.name);
    });
    await expect(render({ name: 'INV-2' })).rejects.toThrow('font missing');
    expect(String(await render({ name: 'INV-2' }))).toBe('INV-2');
    expect(calls).toBe(2);
  });
});
