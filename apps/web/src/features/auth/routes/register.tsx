import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import { EMAIL_PATTERN } from '@shop/domain/contracts/common';
import { MESSAGES } from '@shop/domain/messages';
import { ROLES, ROLE_LABELS, type Role } from '@shop/domain/roles';
import { errorMessage } from '@/lib/api-client';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { useBotToken } from '../hooks/use-bot-token';
import { useRegisterStaff } from '../api/register-staff';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
export const REGISTER_REDIRECT_MS = 3000;

export default function RegisterPage() {
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const botToken = useBotToken();
  const register = useRegisterStaff();

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/login'), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (!firstName.trim() || !lastName.trim() || !email.trim()) return setError(ACCOUNT_MESSAGES.allFieldsRequired);
    if (!EMAIL_PATTERN.test(email.trim())) return setError(ACCOUNT_MESSAGES.invalidEmail);
    let recaptchaToken: string;
    try {
      recaptchaToken = await botToken('staff_register');
    } catch {
      return setError(ACCOUNT_MESSAGES.recaptchaFailed);
    }
    register.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), role, recaptchaToken },
      {
        onSuccess: () => setSuccess(ACCOUNT_MESSAGES.registrationSent),
        onError: (failure) => setError(errorMessage(failure, MESSAGES.somethingWentWrong)),
      },
    );
  }

  return (
    <AuthCard
      title="Staff Register"
      subtitle="Ask for access to the back office. An admin approves each request."
      width={480}
    >
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      {success ? (
        <FormAlert kind="success" title={success}>
          Once approved you will get an email to set your password. Taking you to the login page…
        </FormAlert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First Name"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
            />
            <TextInput
              label="Last Name"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.currentTarget.value)}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            value={role}
            onChange={(value) => setRole((value as Role | null) ?? 'staff')}
            allowDeselect={false}
          />
          <Group grow>
            <Button variant="default" onClick={() => navigate('/login')}>
              Login
            </Button>
            <Button type="submit" loading={register.isPending} disabled={Boolean(success)}>
              Register
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
