import { describe, expect, it } from 'vitest';
import { mirroredAxes } from './charts';

describe('the reports charts in Arabic', () => {
  it('run the days right to left with the values on the right, and grow the bars leftwards from the names', () => {
    expect(mirroredAxes('rtl')).toEqual({ x: { reversed: true }, y: { orientation: 'right' } });
    expect(mirroredAxes('ltr')).toEqual({ x: { reversed: false }, y: { orientation: 'left' } });
  });
});
