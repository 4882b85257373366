import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerChannelResponseSchema } from '@shop/domain/contracts/customer-channel';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import { CustomerChannel } from './customer-channel';

const customer = {
  id: 7,
  name: 'Sara Khan',
  first_name: 'Sara',
  last_name: 'Khan',
  email: 'sara@example.ae',
  phone: '+971 50 123 4567',
  language: 'en' as const,
};
const open = () => renderRoutes([{ path: '/c', element: <CustomerChannel customerId={7} channel={null} /> }], ['/c']);

describe('the customer preferred channel select', { timeout: 20_000 }, () => {
  it('starts at the shop default, saves WhatsApp when chosen and says so', async () => {
    const put = fakeApi.put('/api/customers/:id/channel', customerChannelResponseSchema, {
      message: 'Preferred channel saved.',
      customer: { ...customer, preferred_channel: 'whatsapp' },
    });
    open();
    const select = (await screen.findAllByLabelText('Preferred channel'))[0]!;
    expect(select).toHaveValue('Shop default');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'WhatsApp', hidden: true }));
    expect(await screen.findByText('Preferred channel saved.')).toBeInTheDocument();
    expect(put.last()?.body).toEqual({ preferred_channel: 'whatsapp' });
    expect(put.last()?.params.id).toBe('7');
  });

  it("shows the server's sentence when the save fails", async () => {
    fakeApi.failure('put', '/api/customers/:id/channel', 404, 'This customer does not exist.');
    open();
    await userEvent.click((await screen.findAllByLabelText('Preferred channel'))[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Email', hidden: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This customer does not exist.');
  });
});
