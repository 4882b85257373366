import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { purchasesResponseSchema } from '@shop/domain/contracts/purchases';
import { fakeApi } from '@/testing/api';
import { describeInArabic } from '@/testing/arabic';
import { renderRoutes } from '@/testing/render';
import OurServices from './our-services';
import { WITH_RACKET } from '@/testing/purchases';

const customer = { id: 7, name: 'Hessa Al Falasi', email: 'hessa@example.ae', phone: '+971 50 111 2222' };

function Landing() {
  const location = useLocation();
  return <pre data-testid="landing">{location.pathname + location.search}</pre>;
}

describeInArabic('Our Services in Arabic', () => {
  it('shows its words in Arabic, the phone number left to right, and books the same way', async () => {
    fakeApi.get('/api/purchases/customer/:customerId', purchasesResponseSchema, WITH_RACKET);
    renderRoutes(
      [
        { path: '/dashboard/our-services/:customerId', element: <OurServices /> },
        { path: '*', element: <Landing /> },
      ],
      [{ pathname: '/dashboard/our-services/7', state: { customer } }],
    );
    expect(await screen.findByRole('heading', { name: 'خدماتنا' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'خدمات تركيب الأوتار المجانية' })).toBeInTheDocument();
    expect(await screen.findByText('التركيبات المجانية المتبقية')).toBeInTheDocument();
    // Brand names stay Latin; 10 takes the Arabic plural of 3 to 10 ("9 of 10 free stringings left").
    const card = await screen.findByTestId('racket-entitlement');
    expect(card).toHaveTextContent('Babolat Pure Aero 98');
    expect(card).toHaveTextContent('متبقٍ 9 من 10 تركيبات أوتار مجانية');
    expect(screen.getByText('+971 50 111 2222')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'احجز قبضة أساسية' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/dashboard/grip-booking-form?customer=7');
  });
});
