import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerLanguageResponseSchema } from '@shop/domain/contracts/customer-language';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import { CustomerLanguage } from './customer-language';

const customer = {
  id: 7,
  name: 'Sara Khan',
  first_name: 'Sara',
  last_name: 'Khan',
  email: null,
  phone: '+971 50 123 4567',
};
const open = () => renderRoutes([{ path: '/c', element: <CustomerLanguage customerId={7} language="en" /> }], ['/c']);

describe('the customer language select', { timeout: 20_000 }, () => {
  it('saves Arabic when chosen and says so', async () => {
    const put = fakeApi.put('/api/customers/:id/language', customerLanguageResponseSchema, {
      message: 'Customer language saved.',
      customer: { ...customer, language: 'ar' },
    });
    open();
    await userEvent.click((await screen.findAllByLabelText('Preferred language'))[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'العربية (Arabic)', hidden: true }));
    expect(await screen.findByText('Language saved.')).toBeInTheDocument();
    expect(put.last()?.body).toEqual({ language: 'ar' });
    expect(put.last()?.params.id).toBe('7');
  });

  it("shows the server's sentence when the save fails", async () => {
    fakeApi.failure('put', '/api/customers/:id/language', 404, 'This customer does not exist.');
    open();
    await userEvent.click((await screen.findAllByLabelText('Preferred language'))[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'العربية (Arabic)', hidden: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This customer does not exist.');
  });
});
