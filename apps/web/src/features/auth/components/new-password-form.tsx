import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { ACCOUNT_MESSAGES, passwordStrengthError } from '@shop/domain/contracts/accounts';

/**
 * A password and its confirmation, checked here with the server's own rules (both filled, equal,
 * strong enough) before `onValid` is called. The set and reset screens share it.
 */
export function NewPasswordForm(props: {
  passwordLabel: string;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  onInvalid(message: string): void;
  onValid(password: string, confirmPassword: string): void;
  footer?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirm) return props.onInvalid(ACCOUNT_MESSAGES.bothPasswordFields);
    if (password !== confirm) return props.onInvalid(ACCOUNT_MESSAGES.passwordsDoNotMatch);
    const weak = passwordStrengthError(password);
    if (weak) return props.onInvalid(weak);
    props.onValid(password, confirm);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={props.passwordLabel}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
        />
        <Text size="xs" c="dimmed">
          At least 12 characters and not easy to guess: three or four unrelated words work well.
        </Text>
        <Button type="submit" fullWidth loading={props.pending} disabled={props.disabled}>
          {props.submitLabel}
        </Button>
        {props.footer}
      </Stack>
    </form>
  );
}
