import { expect, it } from 'vitest';
import i18next from 'i18next';
import { describeInArabic } from '@/testing/arabic';
import { timelineText } from './timeline-text';

describeInArabic('job timeline entries in Arabic', () => {
  it('translates the bare intake check and the collection, undo and late-payment entries', () => {
    const arabic = (what: string) => timelineText(i18next.t, what, 'ar');
    expect(arabic('Intake check')).toBe('فحص الاستلام');
    expect(arabic('Collected: racket handed over')).toBe('تم التسليم: سُلّم المضرب للعميل');
    expect(arabic('Back to ready for pickup (completion undone)')).toBe('رجع إلى جاهز للتسليم (تم التراجع عن الإنهاء)');
    expect(arabic('Received again: its payment arrived after the checkout was canceled')).toMatch(/^استُلم من جديد/);
    expect(timelineText(i18next.t, 'Intake check', 'en')).toBe('Intake check');
  });
});
