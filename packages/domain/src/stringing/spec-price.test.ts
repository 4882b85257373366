import { describe, expect, it } from 'vitest';
import { BRING_OWN_STRING_ID } from '../catalogue';
import { isHybrid, pricedRegularStringId, pricedStringEntryId } from './spec-price';

const RPM = { string_id: 7 }; // Babolat RPM Blast 1.25, 185 AED
const ALU = { string_id: 9 }; // Luxilon ALU Power 1.25, 195 AED
const OWN = { own_string: 'Kirschbaum Max Power' };

describe('the price of a spec', () => {
  it('is the one string of a plain spec, the Express entry on an Express booking', () => {
    expect(pricedStringEntryId(RPM, RPM, 'Regular')).toBe(7);
    expect(pricedStringEntryId(RPM, RPM, 'Express')).toBe(107);
  });

  it('is the dearer side of a hybrid, whichever side it is on', () => {
    expect(pricedRegularStringId(RPM, ALU)).toBe(9);
    expect(pricedRegularStringId(ALU, RPM)).toBe(9);
    expect(isHybrid(RPM, ALU)).toBe(true);
    expect(isHybrid(RPM, { ...RPM })).toBe(false);
  });

  it('prices a customer’s own string as Bring Own String, and a catalogue side over it', () => {
    expect(pricedRegularStringId(OWN, OWN)).toBe(BRING_OWN_STRING_ID);
    expect(pricedRegularStringId(OWN, RPM)).toBe(7);
    expect(pricedStringEntryId(null, null, 'Regular')).toBeNull();
  });
});
