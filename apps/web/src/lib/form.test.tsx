import { expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Alert, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts-messages';
import { forgotPasswordRequestSchema } from '@shop/domain/contracts/accounts';
import { MESSAGES_AR } from '@shop/domain/i18n/messages-ar';
import { describeInArabic } from '@/testing/arabic';
import { renderWithProviders } from '@/testing/render';
import { firstError, schemaValidate } from './form';

/** A form as every screen writes one: the schema's validation, a field's own message and the alert above. */
function EmailForm() {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { email: '' }, validate: schemaValidate(forgotPasswordRequestSchema) });
  const alert = firstError(form.errors);
  return (
    <form onSubmit={form.onSubmit(() => undefined)} noValidate>
      <TextInput label="Email" {...form.getInputProps('email')} />
      {alert ? <Alert role="alert">{t(alert, { ns: 'messages' })}</Alert> : null}
      <button type="submit">Send</button>
    </form>
  );
}

const ARABIC = MESSAGES_AR[ACCOUNT_MESSAGES.emailRequired]!;
const ENGLISH = ACCOUNT_MESSAGES.emailRequired;

describeInArabic('Form validation messages follow the language', () => {
  it('shows a field message and the alert in Arabic, then in English once the language changes, and back', async () => {
    expect(ARABIC).toBeTruthy();
    renderWithProviders(<EmailForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ARABIC);
    expect(screen.getAllByText(ARABIC)).toHaveLength(2); // the field's message and the alert
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await act(() => i18next.changeLanguage('en'));
    expect(await screen.findAllByText(ENGLISH)).toHaveLength(2);
    expect(screen.queryByText(ARABIC)).toBeNull();

    await act(() => i18next.changeLanguage('ar'));
    expect(await screen.findAllByText(ARABIC)).toHaveLength(2);
    expect(screen.queryByText(ENGLISH)).toBeNull();
  });
});
