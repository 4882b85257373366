import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Stack, Text, TextInput, ThemeIcon, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconMail, IconSend } from '@tabler/icons-react';
import { INVITE_MESSAGES, inviteRequestSchema, type InviteRequest } from '@shop/domain/contracts/invites';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { schemaValidate, showServerErrors } from '@/lib/form';
import { useSendInvite } from '../api/send-invite';

/** /dashboard/send-invite: email a customer an invitation to the shop's online store. */
export default function SendInvitePage() {
  const { t } = useTranslation('invites');
  const send = useSendInvite();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm<InviteRequest>({
    initialValues: { email: '' },
    validate: schemaValidate(inviteRequestSchema),
  });

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    // Sent as the server reads it: trimmed and lower case.
    send.mutate(inviteRequestSchema.parse(values), {
      onSuccess: (result) => {
        setOutcome({ ok: true, message: result?.message || INVITE_MESSAGES.sent });
        form.reset();
      },
      onError: (error) => {
        showServerErrors(form, error);
        setOutcome({ ok: false, message: errorMessage(error, INVITE_MESSAGES.failed) });
      },
    });
  });

  return (
    <Stack gap="lg" maw={560}>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Card>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="xl">
                <IconMail size={20} />
              </ThemeIcon>
              <Text size="sm" c="dimmed">
                {t('page.limit')}
              </Text>
            </Group>
            <TextInput
              label={t('form.email')}
              placeholder={t('form.emailPlaceholder')}
              type="email"
              autoComplete="off"
              required
              {...form.getInputProps('email')}
            />
            {outcome ? (
              <Alert
                color={outcome.ok ? 'teal' : 'red'}
                variant="light"
                icon={outcome.ok ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
                role={outcome.ok ? 'status' : 'alert'}
              >
                {t(outcome.message, { ns: 'messages' })}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
                {t('form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
