import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSpecViewSchema } from '@shop/domain/contracts/rackets';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { DEFAULT_SPEC_VIEW } from '@/testing/fake-rackets';
import { DefaultSpecCard } from './default-spec-card';
import { inputByLabel } from '@/testing/fields';

afterEach(() => clearSession());

const field = (label: RegExp) => inputByLabel(label);

describe('default string job', { timeout: 30_000 }, () => {
  it('shows an admin the default in one line, with nothing to change', async () => {
    saveSession('token', 'admin');
    fakeApi.get('/api/settings/default-spec', defaultSpecViewSchema, DEFAULT_SPEC_VIEW);
    renderWithProviders(<DefaultSpecCard />);
    expect(await screen.findByText('RPM Blast 1.25 · 23.0 kg (50.7 lb)')).toBeInTheDocument();
    expect(screen.getByText(/Only a super admin can change it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save default' })).not.toBeInTheDocument();
  });

  it('lets a superadmin change it with the spec form (PUT)', async () => {
    saveSession('token', 'superadmin');
    fakeApi.get('/api/settings/default-spec', defaultSpecViewSchema, DEFAULT_SPEC_VIEW);
    const put = fakeApi.put(
      '/api/settings/default-spec',
      defaultSpecViewSchema,
      ({ body }) => ({ ...(body as object), source: 'setting', updated_at: null }) as typeof DEFAULT_SPEC_VIEW,
    );
    renderWithProviders(<DefaultSpecCard />);
    await userEvent.clear(await screen.findByLabelText(/^Mains tension/, { selector: 'input' }));
    await userEvent.type(field(/^Mains tension/), '24.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save default' }));
    expect(await screen.findByText('The default string job is saved.')).toBeInTheDocument();
    expect(put.last()?.body).toMatchObject({
      mains: { string_id: 7, tension: 24.5, unit: 'kg' },
      crosses: { string_id: 7, tension: 24.5, unit: 'kg' },
    });
  });
});
