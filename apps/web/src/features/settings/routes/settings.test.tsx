import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { saveSession, clearSession } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { fakeApi } from '@/testing/api';
import {
  digitsSettingSchema,
  settingsOverviewSchema,
  storeCheckSchema,
  storeSettingsSchema,
  type StoreCheck,
  type StoreSettings,
} from '@shop/domain/contracts/settings';
import { defaultSpecViewSchema } from '@shop/domain/contracts/rackets';
import { backupSchema, backupsResponseSchema, type Backup } from '@shop/domain/contracts/backups';
import { shopSettingsSchema } from '@shop/domain/contracts/shop-settings';
import { DEFAULT_SPEC_VIEW } from '@/testing/fake-rackets';
import { ENV_SHOP_SETTINGS } from '../testing/shop-settings';
import SettingsPage from './settings';

/** Answers the settings endpoints; `check` gives the live store check answers in turn. */
function fakeSettings(check: StoreCheck[], role: 'admin' | 'superadmin') {
  saveSession('token', role);
  let checks = 0;
  let stored: StoreSettings = { prices_include_vat: true, source: 'default', updated_at: null };
  fakeApi.get('/api/admin/settings', settingsOverviewSchema, {
    store_adapter: 'bigcommerce',
    payments_adapter: 'telr',
    bot_check_adapter: 'recaptcha',
    bot_check_warning: 'Google refused our reCAPTCHA settings (invalid-input-secret): check RECAPTCHA_SECRET.',
    payments_warning: 'Telr refused the Remote API key (TELR_REMOTE_AUTH_KEY): Invalid store ID or authentication key.',
    whatsapp_adapter: 'cloud-api',
    whatsapp_templates: { received: 'racket_received', ready: 'racket_ready', reminder: 'restring_reminder' },
  });
  const storeCheck = fakeApi.get(
    '/api/admin/settings/store-check',
    storeCheckSchema,
    () => check[Math.min(checks++, check.length - 1)]!,
  );
  fakeApi.get('/api/admin/settings/store', storeSettingsSchema, () => stored);
  fakeApi.get('/api/settings/default-spec', defaultSpecViewSchema, DEFAULT_SPEC_VIEW);
  fakeApi.get('/api/admin/shop-settings', shopSettingsSchema, ENV_SHOP_SETTINGS);
  const backups: Backup[] = [];
  const listBackups = fakeApi.get('/api/admin/backups', backupsResponseSchema, () => ({
    backups: [...backups],
    schedule: { hour: 3, keep: 14, dir: '/srv/racket-lab/backups' },
  }));
  const backUp = fakeApi.post('/api/admin/backups', backupSchema, () => {
    const made: Backup = {
      id: backups.length + 1,
      started_at: '2026-11-28T08:15:00.000Z',
      finished_at: '2026-11-28T08:15:02.000Z',
      engine: 'postgres',
      reason: 'manual',
      outcome: backups.length === 0 ? 'succeeded' : 'failed',
      file_name: backups.length === 0 ? 'racket-lab-postgres-2026-11-28T08-15-00-000Z.dump' : null,
      size_bytes: backups.length === 0 ? 2_516_582 : null,
      error: backups.length === 0 ? null : 'pg_dump was not found on this machine.',
    };
    backups.unshift(made);
    return made;
  });
  const put = fakeApi.put('/api/admin/settings/store', storeSettingsSchema, ({ body }) => {
    stored = {
      ...(body as { prices_include_vat: boolean }),
      source: 'setting',
      updated_at: '2026-11-23T10:00:00.000Z',
    };
    return stored;
  });
  return { storeCheck, put, listBackups, backUp };
}

afterEach(() => clearSession());

describe('settings screen', () => {
  it('shows the store check in words, checks again on request, and names the adapters', async () => {
    const calls = fakeSettings(
      [
        { ok: false, adapter: 'bigcommerce', message: 'The online store refused our API token.' },
        {
          ok: true,
          adapter: 'bigcommerce',
          storeName: 'Racket Lab',
          message: 'Connected to the BigCommerce store "Racket Lab".',
        },
      ],
      'admin',
    );
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByText('The online store refused our API token.')).toBeInTheDocument();
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(await screen.findByText('Telr')).toBeInTheDocument();
    expect(screen.getByText('reCAPTCHA v3')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp Cloud API')).toBeInTheDocument();
    expect(screen.getByTestId('whatsapp-templates')).toHaveTextContent(
      'WhatsApp templates (WHATSAPP_TEMPLATE_*): received racket_received, ready racket_ready, reminder restring_reminder.',
    );
    expect(screen.getByText(/Google refused our reCAPTCHA settings \(invalid-input-secret\)/)).toBeInTheDocument();
    expect(screen.getByText(/Telr refused the Remote API key \(TELR_REMOTE_AUTH_KEY\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Connected to the BigCommerce store "Racket Lab".')).toBeInTheDocument();
    expect(calls.storeCheck.count()).toBe(2);
  }, 30_000);

  it('shows prices-include-VAT read-only to an admin, and no backups', async () => {
    const calls = fakeSettings([{ ok: true, adapter: 'local', message: 'Local.' }], 'admin');
    renderWithProviders(<SettingsPage />);
    const toggle = await screen.findByRole('switch', { name: /Catalogue prices include VAT/ });
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Only a super admin can change this.')).toBeInTheDocument();
    expect(calls.put.count()).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Backups' })).not.toBeInTheDocument();
    expect(calls.listBackups.count()).toBe(0);
  }, 30_000);

  it('lets a superadmin switch prices to exclusive of VAT', async () => {
    const calls = fakeSettings([{ ok: true, adapter: 'local', message: 'Local.' }], 'superadmin');
    renderWithProviders(<SettingsPage />);
    const toggle = await screen.findByRole('switch', { name: /Catalogue prices include VAT/ });
    expect(toggle).toBeEnabled();
    fireEvent.click(toggle);
    expect(await screen.findByText(/add 5% VAT on top of store prices/)).toBeInTheDocument();
    expect(calls.put.last()?.body).toEqual({ prices_include_vat: false });
    expect(screen.getByText(/Chosen on this screen/)).toBeInTheDocument();
  }, 30_000);

  it('lets a superadmin turn on Arabic-Indic digits, and shows a refused save under the switch', async () => {
    fakeSettings([{ ok: true, adapter: 'local', message: 'Local.' }], 'superadmin');
    const put = fakeApi.put(
      '/api/admin/settings/digits',
      digitsSettingSchema,
      ({ body }) => body as { arabic_digits: boolean },
    );
    renderWithProviders(<SettingsPage />);
    const toggle = await screen.findByRole('switch', { name: /Show Arabic-Indic digits/ });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(put.last()?.body).toEqual({ arabic_digits: true });

    fakeApi.failure('put', '/api/admin/settings/digits', 503, 'The database is not reachable.');
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    expect(await screen.findByText('The database is not reachable.')).toHaveAttribute('role', 'alert');
    expect(toggle).toBeChecked();
  }, 30_000);

  it('shows a superadmin the backups: the schedule, none yet, then one made now and one that failed', async () => {
    const calls = fakeSettings([{ ok: true, adapter: 'local', message: 'Local.' }], 'superadmin');
    renderWithProviders(<SettingsPage />);
    expect(
      await screen.findByText(
        'A backup is made every day at 03:00 (Dubai time); the last 14 are kept in /srv/racket-lab/backups.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No backup made yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Succeeded')).toBeInTheDocument();
    expect(screen.getByText(/PostgreSQL · Asked for · 2\.4 MB/)).toBeInTheDocument();
    expect(screen.getByText('28/11/2026, 12:15')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('pg_dump was not found on this machine.')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(calls.backUp.count()).toBe(2);
  }, 30_000);
});
