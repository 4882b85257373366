import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopSettingsResponseSchema, shopSettingsSchema } from '@shop/domain/contracts/shop-settings';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { inputByLabel, openOptions } from '@/testing/fields';
import { renderWithProviders } from '@/testing/render';
import { ENV_SHOP_SETTINGS } from '../testing/shop-settings';
import { ShopSettingsCard } from './shop-settings-card';

afterEach(() => clearSession());

describe('the shop settings card', { timeout: 30_000 }, () => {
  it('lets a superadmin change the name, a channel, the Arabic address and the phone, and sends the whole set', async () => {
    saveSession('token', 'superadmin');
    fakeApi.get('/api/admin/shop-settings', shopSettingsSchema, ENV_SHOP_SETTINGS);
    const put = fakeApi.put('/api/admin/shop-settings', shopSettingsResponseSchema, ({ body }) => ({
      message: 'Shop settings saved.',
      settings: {
        ...(body as typeof ENV_SHOP_SETTINGS),
        source: 'saved' as const,
        updated_at: '2026-11-28T06:00:00.000Z',
      },
    }));
    renderWithProviders(<ShopSettingsCard />);
    expect(await screen.findByText(/These are the server's settings until you save\./)).toBeInTheDocument();
    const ready = await openOptions(inputByLabel(/^Ready for pickup$/));
    await userEvent.click(within(ready).getByRole('option', { name: 'Email only', hidden: true }));
    const name = inputByLabel(/^Shop name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Al Quoz Racket House');
    await userEvent.type(screen.getByLabelText('Address (Arabic)'), 'دبي');
    const phone = inputByLabel(/^Shop phone$/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+971 4 333 4444');
    await userEvent.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText('Shop settings saved.')).toBeInTheDocument();
    expect(put.last()?.body).toEqual({
      name: 'Al Quoz Racket House',
      channels: { received: 'first_available', ready: 'email', reminder: 'first_available' },
      whatsapp_templates: ENV_SHOP_SETTINGS.whatsapp_templates,
      hours: ENV_SHOP_SETTINGS.hours,
      address: { en: ENV_SHOP_SETTINGS.address.en, ar: 'دبي' },
      phone: '+971 4 333 4444',
    });
  });

  it("shows the server's sentence when the save is refused", async () => {
    saveSession('token', 'superadmin');
    fakeApi.get('/api/admin/shop-settings', shopSettingsSchema, ENV_SHOP_SETTINGS);
    fakeApi.failure('put', '/api/admin/shop-settings', 400, 'Please enter the shop phone.');
    renderWithProviders(<ShopSettingsCard />);
    await userEvent.clear(await screen.findByLabelText('Shop phone'));
    await userEvent.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the shop phone.');
  });

  it('shows an admin the settings read-only, with no save button', async () => {
    saveSession('token', 'admin');
    fakeApi.get('/api/admin/shop-settings', shopSettingsSchema, ENV_SHOP_SETTINGS);
    renderWithProviders(<ShopSettingsCard />);
    expect(await screen.findByLabelText('Shop phone')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save shop settings' })).not.toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded', async () => {
    saveSession('token', 'admin');
    fakeApi.failure('get', '/api/admin/shop-settings', 500, 'Failed to load the shop settings.');
    renderWithProviders(<ShopSettingsCard />);
    expect(await screen.findByText('Failed to load the shop settings.')).toBeInTheDocument();
  });
});
