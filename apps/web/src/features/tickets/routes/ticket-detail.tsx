import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TICKET_MESSAGES } from '@shop/domain/contracts/tickets';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useTicket } from '../api/get-ticket';
import { CustomerCard } from '@/components/customer-card';
import { TicketActions } from '../components/ticket-actions';
import { TicketFields } from '../components/ticket-fields';
import { TicketResponses } from '../components/ticket-responses';
import { customerTicketsPath } from '@/lib/ticket-paths';
import { DirectionIcon } from '@/components/ui/direction-icon';

/** /dashboard/detailed-ticket/{ticketId}: the ticket, its responses and its actions. Works after a reload. */
export default function TicketDetailPage() {
  const { t } = useTranslation('tickets');
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const ticketId = Number(params.ticketId);
  const valid = Number.isInteger(ticketId) && ticketId > 0;
  const ticket = useTicket(valid ? ticketId : null);
  // Two columns from md up; on phones the actions come right after the ticket's fields.
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });

  const customer =
    ticket.data?.customer ??
    (location.state as { customer?: { id: number; name: string; email: string; phone: string } } | null)?.customer;
  const back = (
    <Button
      variant="default"
      leftSection={<DirectionIcon toward="back" size={16} />}
      onClick={() =>
        void (customer
          ? navigate(customerTicketsPath(customer.id), { state: { customer } })
          : navigate('/dashboard/manage-customer'))
      }
    >
      {t('detail.back')}
    </Button>
  );

  if (!valid) return <ErrorState message={t('detail.badLink')} />;
  const data = ticket.data;
  const fields = data ? <TicketFields ticket={data} /> : null;
  const responses = data ? <TicketResponses responses={data.responses} /> : null;
  const customerCard = data ? <CustomerCard customer={data.customer} compact /> : null;
  const actions = data ? (
    <TicketActions
      ticketId={data.ticket_id}
      status={data.status}
      onTakeAction={() =>
        void navigate(`/dashboard/ticket-response?ticketId=${data.ticket_id}`, {
          state: { ticketId: data.ticket_id, customer: data.customer },
        })
      }
    />
  ) : null;
  return (
    <Stack gap="lg">
      <PageHeader title={t('detail.title', { id: ticketId })} description={t('detail.description')} actions={back} />
      {ticket.isPending ? (
        <LoadingState label={t('detail.loading')} />
      ) : ticket.isError ? (
        <ErrorState message={errorMessage(ticket.error, t('detail.loadFailed'))} />
      ) : (
        <>
          {ticket.data.status === 'resolved' ? (
            <Alert color="teal" variant="light" icon={<IconInfoCircle size={18} />} title={t('status.resolved')}>
              {t(TICKET_MESSAGES.resolvedNotice, { ns: 'messages' })}
            </Alert>
          ) : null}
          {ticket.data.status === 'closed' ? (
            <Alert color="gray" variant="light" icon={<IconLock size={18} />} title={t('status.closed')}>
              {t(TICKET_MESSAGES.closedNotice, { ns: 'messages' })}
            </Alert>
          ) : null}
          {wide ? (
            <Group align="flex-start" gap="lg" wrap="nowrap">
              <Stack gap="lg" style={{ flex: 2, minWidth: 0 }}>
                {fields}
                {responses}
              </Stack>
              <Stack gap="lg" style={{ flex: 1, minWidth: 280 }}>
                {actions}
                {customerCard}
              </Stack>
            </Group>
          ) : (
            <Stack gap="lg">
              {fields}
              {actions}
              {responses}
              {customerCard}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
