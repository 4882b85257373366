import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useForm } from '@mantine/form';
import {
  sendTicketResponseRequestSchema,
  TICKET_MESSAGES,
  type SendTicketResponseRequest,
  type TicketDetail,
} from '@shop/domain/contracts/tickets';
import { canRespondToTicket } from '@shop/domain/ticket-status';
import { CUSTOMER_MESSAGES } from '@shop/domain/contracts/customers-messages';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaValidate, showServerErrors } from '@/lib/form';
import { useTicket } from '../api/get-ticket';
import { useSendTicketResponse } from '../api/send-ticket-response';
import { TicketStatusBadge } from '../components/ticket-status-badge';
import { DirectionIcon } from '@/components/ui/direction-icon';

const MAX_LENGTH = 5000;

function readTicketId(state: unknown, search: URLSearchParams): number | null {
  const raw = (state as { ticketId?: unknown } | null)?.ticketId ?? search.get('ticketId');
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /dashboard/ticket-response: write the response that is stored with the ticket and emailed to the customer. */
export default function TicketResponsePage() {
  const { t } = useTranslation('tickets');
  const location = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ticketId = readTicketId(location.state, search);
  const ticket = useTicket(ticketId);

  const backToTicket = () =>
    void navigate(`/dashboard/detailed-ticket/${ticketId}`, { state: { customer: ticket.data?.customer } });
  const header = (
    <PageHeader
      title={t('response.title')}
      description={t('response.description')}
      actions={
        ticketId ? (
          <Button variant="default" leftSection={<DirectionIcon toward="back" size={16} />} onClick={backToTicket}>
            {t('response.back')}
          </Button>
        ) : null
      }
    />
  );

  if (!ticketId) {
    return (
      <Stack gap="lg">
        {header}
        <ErrorState message={t('response.noTicket')} />
        <Group>
          <Button variant="default" onClick={() => void navigate('/dashboard/manage-customer')}>
            {t('response.toCustomers')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (ticket.isPending)
    return (
      <Stack gap="lg">
        {header}
        <LoadingState label={t('detail.loading')} />
      </Stack>
    );
  if (ticket.isError)
    return (
      <Stack gap="lg">
        {header}
        <ErrorState message={errorMessage(ticket.error, t('detail.loadFailed'))} />
      </Stack>
    );

  return <ResponseForm data={ticket.data} header={header} onBack={backToTicket} />;
}

function ResponseForm({ data, header, onBack }: { data: TicketDetail; header: ReactNode; onBack(): void }) {
  const { t } = useTranslation('tickets');
  const send = useSendTicketResponse();
  const backToTicket = onBack;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const open = canRespondToTicket(data.status);
  const form = useForm<SendTicketResponseRequest>({
    initialValues: { ticketId: data.ticket_id, customerEmail: data.customer.email, response: '' },
    validate: schemaValidate(sendTicketResponseRequestSchema),
  });
  const response = form.getValues().response;

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    send.mutate(
      { ...values, response: values.response.trim() },
      {
        onSuccess: () => {
          setOutcome({ ok: true });
          form.reset();
        },
        onError: (error) => {
          showServerErrors(form, error);
          setOutcome({
            ok: false,
            detail: error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null,
          });
        },
      },
    );
  });

  return (
    <Stack gap="lg">
      {header}
      <ResponseOutcome outcome={outcome} emailed={!!data.customer.email} onBack={backToTicket} />
      <Card>
        <Stack gap="md">
          <TicketHeading ticket={data} />
          {!open && !outcome?.ok ? (
            <Alert color="gray" variant="light">
              {t('response.onlyOpen')}
            </Alert>
          ) : null}
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('response.to')}
                value={
                  data.customer.email
                    ? // The address in a left-to-right isolate: an Arabic local part stays before the domain.
                      `${data.customer.name} <\u2066${data.customer.email}\u2069>`
                    : t('response.toNoEmail', {
                        name: data.customer.name,
                        noEmail: t(CUSTOMER_MESSAGES.noEmail, { ns: 'messages' }),
                      })
                }
                readOnly
                variant="filled"
              />
              <Textarea
                label={t('response.response')}
                placeholder={t('response.placeholder')}
                autosize
                minRows={6}
                maxRows={16}
                {...form.getInputProps('response')}
                disabled={!open}
                description={t('response.count', { length: response.trim().length, max: MAX_LENGTH })}
                required
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={backToTicket}>
                  {t('response.cancel')}
                </Button>
                <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending} disabled={!open}>
                  {t('response.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Card>
    </Stack>
  );
}

type Outcome = { ok: true } | { ok: false; detail: string | null } | null;

/** Sent (emailed, or saved when the customer has no email) with the way back to the ticket, or refused and why. */
function ResponseOutcome({ outcome, emailed, onBack }: { outcome: Outcome; emailed: boolean; onBack(): void }) {
  const { t } = useTranslation('tickets');
  return (
    <>
      {outcome?.ok ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          role="status"
          title={t(emailed ? TICKET_MESSAGES.responseSent : TICKET_MESSAGES.responseSavedNoEmail, {
            ns: 'messages',
          })}
        >
          <Group gap="sm" mt="xs">
            <Button size="xs" variant="light" color="teal" onClick={onBack}>
              {t('response.viewTicket')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {outcome && !outcome.ok ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          title={t(TICKET_MESSAGES.responseFailed, { ns: 'messages' })}
        >
          {outcome.detail}
        </Alert>
      ) : null}
    </>
  );
}

/** The ticket's number, subject and status above the form. */
function TicketHeading({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('detail.title', { id: ticket.ticket_id })}
        </Text>
        <Text fw={600} style={{ wordBreak: 'break-word' }}>
          {ticket.subject}
        </Text>
      </Stack>
      <TicketStatusBadge status={ticket.status} />
    </Group>
  );
}
