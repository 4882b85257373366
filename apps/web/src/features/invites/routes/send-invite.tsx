import { useState } from 'react';
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
      <PageHeader
        title="Send Invite"
        description="Invite a customer to shop with us online. They receive an email with a link to our store."
      />
      <Card>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="xl">
                <IconMail size={20} />
              </ThemeIcon>
              <Text size="sm" c="dimmed">
                One invitation per address per hour. The address is saved in lower case.
              </Text>
            </Group>
            <TextInput
              label="Customer email"
              placeholder="customer@example.com"
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
                {outcome.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
                Send Invite
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
