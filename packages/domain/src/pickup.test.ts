import { describe, expect, it } from 'vitest';
import { GRIPS } from './catalogue';
import {
  PICKUP_OPTIONS,
  type PickupOption,
  gripLockLabel,
  gripTypeLock,
  isPickupOptionValidFor,
  needsAddress,
  pickupOptionsFor,
  resolvePickupOption,
  serviceModeOf,
  visibleGrips,
} from './pickup';

// Every option in both modes: [option, valid in Regular, valid in Express].
const VALIDITY: [PickupOption, boolean, boolean][] = [
  ['in-store', true, true],
  ['pickup', true, false],
  ['delivery', true, false],
  ['pickup/delivery', true, false],
  ['express-pickup', false, true],
  ['express-delivery', false, true],
  ['express-pickup/delivery', false, true],
];

describe('pickup options per mode', () => {
  it('the table covers every option', () => {
    expect(VALIDITY.map(([o]) => o)).toEqual([...PICKUP_OPTIONS]);
  });

  it.each(VALIDITY)('%s: regular %s, express %s', (option, regular, express) => {
    expect(isPickupOptionValidFor(option, 'Regular')).toBe(regular);
    expect(isPickupOptionValidFor(option, 'Express')).toBe(express);
    expect(pickupOptionsFor('Regular').includes(option)).toBe(regular);
    expect(pickupOptionsFor('Express').includes(option)).toBe(express);
    // The stored choice is kept when valid, otherwise the screen falls back to in-store.
    expect(resolvePickupOption(option, 'Regular')).toBe(regular ? option : 'in-store');
    expect(resolvePickupOption(option, 'Express')).toBe(express ? option : 'in-store');
  });

  it('defaults to in-store when nothing or garbage is stored', () => {
    expect(resolvePickupOption(null, 'Regular')).toBe('in-store');
    expect(resolvePickupOption(undefined, 'Express')).toBe('in-store');
    expect(resolvePickupOption('teleport', 'Regular')).toBe('in-store');
  });

  it('only in-store needs no address', () => {
    expect(PICKUP_OPTIONS.filter(needsAddress)).toEqual(PICKUP_OPTIONS.filter((o) => o !== 'in-store'));
  });

  it('a checkout is express when any line is express', () => {
    expect(serviceModeOf([])).toBe('Regular');
    expect(serviceModeOf(['Regular', null, 'Regular'])).toBe('Regular');
    expect(serviceModeOf(['Regular', 'Express'])).toBe('Express');
  });
});

describe('grip type lock', () => {
  it('a constraint passed in wins over existing grips', () => {
    expect(gripTypeLock({ constraint: 'Express', existingGripTypes: ['Regular'] })).toBe('Express');
  });

  it('otherwise the type of an existing grip booking locks', () => {
    expect(gripTypeLock({ existingGripTypes: [null, 'Regular'] })).toBe('Regular');
    expect(gripTypeLock({ existingGripTypes: [] })).toBeNull();
    expect(gripTypeLock({})).toBeNull();
  });

  it('labels the lock as the grip form shows it', () => {
    expect(gripLockLabel('Express')).toBe('(Type Locked: Express)');
    expect(gripLockLabel(null)).toBe('');
  });

  it('unlocked shows every grip in both types', () => {
    expect(visibleGrips({ lock: null })).toEqual(GRIPS);
  });

  it('a regular lock shows only regular grips', () => {
    const names = visibleGrips({ lock: 'Regular' });
    expect(names.every((g) => g.type === 'Regular')).toBe(true);
    expect(names).toHaveLength(11);
  });

  it('an express lock hides grips without an express variant', () => {
    const rows = visibleGrips({ lock: 'Express' });
    expect(rows.every((g) => g.type === 'Express')).toBe(true);
    expect(rows.map((g) => g.name)).not.toContain('Wilson Premium Leather Grip');
    expect(rows).toHaveLength(10);
  });

  it('presets show base grips or overgrips, and always the customer own grip', () => {
    const base = visibleGrips({ lock: 'Regular', preset: 'base' }).map((g) => g.name);
    expect(base).toEqual([
      'Babolat Syntec Pro',
      'Head Hydrosorb Pro',
      'Tecnifibre X-Tra Feel',
      'Yonex Synthetic Leather Tour Grip',
      'Wilson Premium Leather Grip',
      'Bring Own Grip',
    ]);
    const over = visibleGrips({ lock: 'Express', preset: 'overgrip' }).map((g) => g.name);
    expect(over).toEqual([
      'Wilson Pro Overgrip',
      'Tourna Grip Original',
      'Yonex Super Grap',
      'Babolat VS Original Overgrip',
      'Head Prime Tour Overgrip',
      'Bring Own Grip',
    ]);
  });
});
