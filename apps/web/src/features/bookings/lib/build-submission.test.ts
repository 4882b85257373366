import { describe, expect, it } from 'vitest';
import { jobSpecInputSchema } from '@shop/domain/contracts/jobs';
import { DEFAULT_SPEC } from '@/testing/fake-rackets';
import { makeDraft, testCustomer } from '@/testing/make-draft';
import { buildSubmission } from './build-submission';

const build = (drafts: ReturnType<typeof makeDraft>[]) =>
  buildSubmission({
    drafts,
    customer: testCustomer,
    pickup: 'in-store',
    store: 'Jumeirah Store',
    address: '',
    cartId: 'c1',
  });

describe('booking submission', () => {
  it('sends the line’s racket_id and spec when a racket was picked', () => {
    const [item] = build([makeDraft({ racketId: 31, spec: jobSpecInputSchema.parse(DEFAULT_SPEC) })]);
    expect(item).toMatchObject({ racket_id: 31, spec: DEFAULT_SPEC, racket_name: 'Pure Aero' });
  });

  it('sends neither for a line without a picked racket, as before', () => {
    const [item] = build([makeDraft()]);
    expect(item).not.toHaveProperty('racket_id');
    expect(item).not.toHaveProperty('spec');
  });
});
