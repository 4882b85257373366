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

  it('translates the receipt, WhatsApp and intake photo entries, the address and number kept left to right', () => {
    const arabic = (what: string) => timelineText(i18next.t, what, 'ar');
    expect(arabic('Receipt emailed to مريم@example.ae')).toBe(
      'أُرسل الإيصال بالبريد الإلكتروني إلى \u2066مريم@example.ae\u2069',
    );
    expect(arabic('Receipt emailed again to a@example.ae')).toMatch(/^أُرسل الإيصال مرة أخرى/);
    expect(arabic('Ready message queued on WhatsApp to +971 50 123 4567')).toBe(
      'رسالة الجاهزية في طريقها على واتساب إلى \u2066+971 50 123 4567\u2069',
    );
    expect(arabic("Received message queued again on WhatsApp to +971 50 1 with the receipt's status link")).toMatch(
      /^رسالة الإيصال مع رابط الحالة في طريقها مرة أخرى/,
    );
    expect(arabic('WhatsApp message failed; emailed to a@example.ae instead')).toMatch(/^تعذّر إرسال رسالة واتساب/);
    expect(arabic('The receipt could not be sent: SMTP refused')).toBe('تعذّر إرسال الإيصال: SMTP refused');
    expect(arabic('Intake photo 2 added')).toBe('أُضيفت صورة الاستلام \u20662\u2069');
    expect(arabic('Intake photo 3 hidden from the customer')).toBe('صورة الاستلام \u20663\u2069 مخفية عن العميل');
    expect(arabic('Intake photo 1 shown to the customer')).toMatch(/ظاهرة للعميل$/);
    expect(arabic('Intake photo 4 deleted')).toMatch(/^حُذفت صورة الاستلام/);
    const english = 'Receipt emailed to a@example.ae';
    expect(timelineText(i18next.t, english, 'en')).toBe(english);
  });
});
