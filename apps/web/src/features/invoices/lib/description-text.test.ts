import { expect, it } from 'vitest';
import i18next from 'i18next';
import { describeInArabic } from '@/testing/arabic';
import { invoiceDescriptionText } from './description-text';

describeInArabic('invoice descriptions in Arabic', () => {
  const arabic = (description: string) => invoiceDescriptionText(i18next.t, description, 'ar');

  it('translates the checkout summary with Arabic plurals', () => {
    expect(arabic('Racket service: 1 stringing booking')).toBe('خدمة المضارب: حجز تركيب أوتار واحد');
    expect(arabic('Racket service: 2 stringing bookings and 1 grip booking')).toBe(
      'خدمة المضارب: حجزا تركيب أوتار وحجز قبضة واحد',
    );
    expect(arabic('Racket service: 7 grip bookings')).toBe('خدمة المضارب: 7 حجوزات قبضة');
    expect(arabic('Racket service: 12 stringing bookings')).toBe('خدمة المضارب: 12 حجز تركيب أوتار');
  });

  it('translates a booking line, keeping the string and racket names as written', () => {
    expect(arabic('Stringing (Express, free stringing): Luxilon ALU Power for Babolat Pure Aero (16x19)')).toBe(
      'تركيب أوتار (مستعجل، تركيب أوتار مجاني): \u2066Luxilon ALU Power\u2069 لمضرب \u2066Babolat Pure Aero (16x19)\u2069',
    );
    expect(arabic('Grip (Regular): Wilson Pro Overgrip')).toBe('قبضة (عادي): \u2066Wilson Pro Overgrip\u2069');
  });

  it('shows any other description, and English, as the server wrote it', () => {
    expect(arabic('Imported order 42')).toBe('Imported order 42');
    const english = 'Racket service: 1 stringing booking';
    expect(invoiceDescriptionText(i18next.t, english, 'en')).toBe(english);
  });
});
