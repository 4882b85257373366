import { z } from 'zod';
import { defaultSpecViewSchema, type DefaultSpecView } from '@shop/domain/contracts/rackets';
import {
  customerRacketSchema,
  type CustomerRacket,
  type JobSpecInput,
  type JobSpecView,
} from '@shop/domain/contracts/jobs';
import { fakeApi } from '@/testing/api';

/** The shop's default spec the fakes answer (as the server does, without a racket): RPM Blast at 23 kg. */
export const DEFAULT_SPEC_VIEW: DefaultSpecView = {
  mains: { string_id: 7, own_string: null, tension: 23, unit: 'kg' },
  crosses: { string_id: 7, own_string: null, tension: 23, unit: 'kg' },
  prestretch_percent: 0,
  knots: 4,
  stencil: null,
  notes: '',
  source: 'setting',
  updated_at: null,
};

const { source: _source, updated_at: _updatedAt, ...defaultFields } = DEFAULT_SPEC_VIEW;

/** The same default as the web app holds it (with the stand-in racket). */
export const DEFAULT_SPEC: JobSpecInput = {
  racket: { brand: 'Any', model: 'racket', pattern: '16x19', head_size: null },
  ...defaultFields,
};

/** A hybrid last job: RPM Blast mains at 23.5 kg, ALU Power crosses at 22 kg. */
export const HYBRID_VIEW: JobSpecView = {
  racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19', head_size: 100 },
  mains: {
    string_id: 7,
    own_string: null,
    string_name: 'Babolat RPM Blast 1.25',
    tension: 23.5,
    unit: 'kg',
    tension_text: '23.5 kg (51.8 lb)',
  },
  crosses: {
    string_id: 9,
    own_string: null,
    string_name: 'Luxilon ALU Power 1.25',
    tension: 22,
    unit: 'kg',
    tension_text: '22.0 kg (48.5 lb)',
  },
  hybrid: true,
  prestretch_percent: 10,
  knots: 4,
  stencil: 'Babolat',
  notes: '',
};

export function makeRacket(overrides: Partial<CustomerRacket> = {}): CustomerRacket {
  return {
    racket_id: 31,
    brand: 'Babolat',
    model: 'Pure Aero',
    pattern: '16x19',
    head_size: 100,
    nickname: 'Match racket',
    notes: '',
    purchase_id: null,
    rp_id: null,
    reminder_interval_days: 90,
    last_spec: HYBRID_VIEW,
    history: [
      {
        job_id: 812,
        date: '2026-09-12T10:00:00.000Z',
        stage: 'collected',
        strings: 'Babolat RPM Blast 1.25 / Luxilon ALU Power 1.25',
        mains: HYBRID_VIEW.mains,
        crosses: HYBRID_VIEW.crosses,
        strung_by: 'Omar Stringer',
        days_since_previous: 41,
      },
      {
        job_id: 640,
        date: '2026-08-02T10:00:00.000Z',
        stage: 'collected',
        strings: 'Babolat RPM Blast 1.25',
        mains: HYBRID_VIEW.mains,
        crosses: HYBRID_VIEW.mains,
        strung_by: null,
        days_since_previous: null,
      },
    ],
    ...overrides,
  };
}

/** GET /api/customers/:id/rackets and GET /api/settings/default-spec, as the server answers them. */
export function fakeRackets(rackets: CustomerRacket[], defaultSpec: DefaultSpecView = DEFAULT_SPEC_VIEW) {
  return {
    list: fakeApi.get('/api/customers/:id/rackets', z.array(customerRacketSchema), rackets),
    defaults: fakeApi.get('/api/settings/default-spec', defaultSpecViewSchema, defaultSpec),
  };
}
