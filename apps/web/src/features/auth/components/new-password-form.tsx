import { useEffect, type ReactNode } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { setPasswordRequestSchema, type SetPasswordRequest } from '@shop/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { firstError, schemaValidate } from '@/lib/form';

/**
 * A password and its confirmation, checked with the server's own schema (both filled, strong enough,
 * equal) before `onValid` is called. The set and reset screens share it (the same schema).
 */
export function NewPasswordForm(props: {
  token: string;
  passwordLabel: string;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  onInvalid(message: string | null): void;
  onValid(request: SetPasswordRequest): void;
  footer?: ReactNode;
}) {
  const { onInvalid } = props;
  const { t } = useTranslation('auth');
  const form = useForm<SetPasswordRequest>({
    initialValues: { token: props.token, password: '', confirmPassword: '' },
    validate: schemaValidate(setPasswordRequestSchema),
  });
  // The screen shows the one message in its alert.
  const message = firstError(form.errors);
  useEffect(() => {
    if (message) onInvalid(message);
  }, [message, onInvalid]);

  return (
    <form onSubmit={form.onSubmit((values) => props.onValid(values))} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={props.passwordLabel}
          autoComplete="new-password"
          {...form.getInputProps('password', { withError: false })}
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword', { withError: false })}
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
        />
        <Text size="xs" c="dimmed">
          {t('password.hint')}
        </Text>
        <Button type="submit" fullWidth loading={props.pending} disabled={props.disabled}>
          {props.submitLabel}
        </Button>
        {props.footer}
      </Stack>
    </form>
  );
}
