import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobSpecInput } from '@shop/domain/contracts/jobs';
import { TENSION_MESSAGES } from '@shop/domain/stringing/tension';
import { renderWithProviders } from '@/testing/render';
import { HYBRID_VIEW } from '@/testing/fake-rackets';
import { specViewToInput } from '@/lib/spec-values';
import { SpecForm } from '@/components/spec/spec-form';
import { inputByLabel } from '@/testing/fields';

// Babolat Pure Aero, RPM Blast at 23.5 kg on both sides.
const last = specViewToInput(HYBRID_VIEW);
const spec: JobSpecInput = { ...last, crosses: last.mains, prestretch_percent: 0, stencil: null };

const input = (label: RegExp) => inputByLabel(label);

/** The n-th element with this text (mains come before crosses). */
function nth(text: string, index: number): HTMLElement {
  const element = screen.getAllByText(text)[index];
  if (!element) throw new Error(`No element ${index} with the text ${text}`);
  return element;
}

function renderForm(initial: JobSpecInput | null = spec) {
  const onSubmit = vi.fn<(spec: JobSpecInput) => void>();
  renderWithProviders(<SpecForm initial={initial} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('spec form', { timeout: 30_000 }, () => {
  it('shows the tension in the other unit as it is typed, and converts the number when the unit changes', async () => {
    const onSubmit = renderForm();
    expect(screen.getByText('= 51.8 lb')).toBeInTheDocument();
    await userEvent.clear(input(/^Mains tension/));
    await userEvent.type(input(/^Mains tension/), '24');
    expect(screen.getByText('= 52.9 lb')).toBeInTheDocument();
    await userEvent.click(nth('lb', 0));
    // 24 kg is 52.9 lb, on the machine's 0.5 lb step 53 lb (24.0 kg); never "24 lb" (10.9 kg).
    expect(input(/^Mains tension/)).toHaveValue('53');
    expect(screen.getByText('= 24.0 kg')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save spec' }));
    const lb = { string_id: 7, own_string: null, tension: 53, unit: 'lb' };
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ mains: lb, crosses: lb }));
  });

  it('refuses a tension outside 9–35 kg with the range sentence and saves nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.clear(input(/^Mains tension/));
    await userEvent.type(input(/^Mains tension/), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save spec' }));
    expect(await screen.findByText(TENSION_MESSAGES.range)).toBeInTheDocument();
    expect(TENSION_MESSAGES.range).toBe('Tension must be between 9 and 35 kg (20–77 lb).');
    // The row's label names the number, and the number is described by the sentence.
    const mains = screen.getByRole('textbox', { name: /^Mains tension/ });
    expect(mains).toHaveAccessibleDescription(TENSION_MESSAGES.range);
    expect(mains).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('strings the crosses like the mains by default, and a different crosses string makes a hybrid', async () => {
    const onSubmit = renderForm();
    expect(screen.getByRole('switch', { name: 'Same as mains' })).toBeChecked();
    expect(screen.queryByText('Hybrid')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save spec' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ crosses: spec.mains }));

    await userEvent.click(screen.getByRole('switch', { name: 'Same as mains' }));
    expect(input(/^Crosses tension/)).toHaveValue('23.5');
    await userEvent.click(nth('Customer’s own', 1));
    await userEvent.type(input(/^Crosses string/), 'Kirschbaum Max Power 1.25');
    await userEvent.clear(input(/^Crosses tension/));
    await userEvent.type(input(/^Crosses tension/), '22');
    expect(screen.getByText('Hybrid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save spec' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        mains: spec.mains,
        crosses: { string_id: null, own_string: 'Kirschbaum Max Power 1.25', tension: 22, unit: 'kg' },
      }),
    );
  });

  it('asks for a string when the customer’s own is left empty', async () => {
    const onSubmit = renderForm();
    await userEvent.click(nth('Customer’s own', 0));
    await userEvent.click(screen.getByRole('button', { name: 'Save spec' }));
    expect(
      await screen.findByText('Choose a string from the catalogue or write the customer’s own string, not both.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills the pattern and head size of a known model, and checks a written pattern', async () => {
    const onSubmit = renderForm(null);
    await userEvent.type(input(/^Brand/), 'Head');
    await userEvent.type(input(/^Model/), 'Speed Pro');
    expect(input(/^String pattern/)).toHaveValue('18x20');
    expect(input(/^Head size/)).toHaveValue('100 sq in');
    await userEvent.clear(input(/^String pattern/));
    await userEvent.type(input(/^String pattern/), '18-20');
    await userEvent.click(screen.getByRole('button', { name: 'Save spec' }));
    expect(
      await screen.findByText('Enter the string pattern as mains x crosses, for example 16x19.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the racket and notes only for a grip job', () => {
    renderWithProviders(<SpecForm variant="grip" initial={spec} onSubmit={() => undefined} />);
    expect(input(/^Brand/)).toHaveValue('Babolat');
    expect(screen.getByLabelText('Notes')).toBeInTheDocument();
    expect(screen.queryByText('Mains')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/tension/)).not.toBeInTheDocument();
  });
});
