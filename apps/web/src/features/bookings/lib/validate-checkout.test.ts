import { describe, expect, it } from 'vitest';
import { TURNAROUND_MESSAGES } from '@shop/domain/pricing';
import { makeDraft } from '@/testing/make-draft';
import { validateCheckout } from './validate-checkout';

const base = { agreed: true, pickup: 'in-store' as const, store: 'Marina Store' as const, address: '' };

describe('validateCheckout: one racket, one turnaround', () => {
  it('refuses an express string and a regular grip on the same racket with the server sentence', () => {
    const drafts = [
      makeDraft({ invoiceNo: 'A', racketName: 'Pure Aero', stringId: 107, stringType: 'Express' }),
      makeDraft({
        invoiceNo: 'B',
        racketName: 'Pure Aero',
        serviceKind: 'grip',
        stringId: null,
        stringType: null,
        gripId: 1,
        gripType: 'Regular',
      }),
    ];
    expect(validateCheckout({ ...base, drafts })).toBe(TURNAROUND_MESSAGES.mixed('Pure Aero'));
    expect(
      validateCheckout({ ...base, drafts: [drafts[0]!, { ...drafts[1]!, gripId: 101, gripType: 'Express' }] }),
    ).toBeNull();
  });
});
