import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { saveSession, clearSession } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import SettingsPage from './settings';

/** Answers the settings endpoints; `check` gives the live store check answers in turn. */
function stubApi(check: object[], role: 'admin' | 'superadmin') {
  saveSession('token', role);
  const calls: { url: string; method: string; body?: string }[] = [];
  let checks = 0;
  let stored = { prices_include_vat: true, source: 'default', updated_at: null as string | null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body as string | undefined });
      if (url.includes('store-check')) return Response.json(check[Math.min(checks++, check.length - 1)]);
      if (url.endsWith('admin/settings/store') && method === 'PUT') {
        stored = {
          ...(JSON.parse(init.body as string) as { prices_include_vat: boolean }),
          source: 'setting',
          updated_at: '2026-11-23T10:00:00.000Z',
        };
        return Response.json(stored);
      }
      if (url.endsWith('admin/settings/store')) return Response.json(stored);
      return Response.json({ store_adapter: 'bigcommerce', payments_adapter: 'telr', bot_check_adapter: 'recaptcha' });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('settings screen', () => {
  it('shows the store check in words, checks again on request, and names the adapters', async () => {
    const calls = stubApi(
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
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Connected to the BigCommerce store "Racket Lab".')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('store-check'))).toHaveLength(2);
  }, 30_000);

  it('shows prices-include-VAT read-only to an admin', async () => {
    const calls = stubApi([{ ok: true, adapter: 'local', message: 'Local.' }], 'admin');
    renderWithProviders(<SettingsPage />);
    const toggle = await screen.findByRole('switch', { name: /Catalogue prices include VAT/ });
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Only a super admin can change this.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  }, 30_000);

  it('lets a superadmin switch prices to exclusive of VAT', async () => {
    const calls = stubApi([{ ok: true, adapter: 'local', message: 'Local.' }], 'superadmin');
    renderWithProviders(<SettingsPage />);
    const toggle = await screen.findByRole('switch', { name: /Catalogue prices include VAT/ });
    expect(toggle).toBeEnabled();
    fireEvent.click(toggle);
    expect(await screen.findByText(/add 5% VAT on top of store prices/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toBe(JSON.stringify({ prices_include_vat: false }));
    expect(screen.getByText(/Chosen on this screen/)).toBeInTheDocument();
  }, 30_000);
});
