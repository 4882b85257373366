import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Button, Grid, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { TICKET_MESSAGES } from '@shop/domain/contracts/tickets';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useTicket } from '../api/get-ticket';
import { CustomerCard } from '../components/customer-card';
import { TicketActions } from '../components/ticket-actions';
import { TicketFields } from '../components/ticket-fields';
import { TicketResponses } from '../components/ticket-responses';

/** /dashboard/detailed-ticket/{ticketId}: the ticket, its responses and its actions. Works after a reload. */
export default function TicketDetailPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const ticketId = Number(params.ticketId);
  const valid = Number.isInteger(ticketId) && ticketId > 0;
  const ticket = useTicket(valid ? ticketId : null);

  const customer = ticket.data?.customer ?? (location.state as { customer?: { id: number; name: string; email: string; phone: string } } | null)?.customer;
  const back = (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
      onClick={() => (customer ? navigate('/dashboard/ticket-details', { state: { customer } }) : navigate('/dashboard/manage-customer'))}
    >
      Back to tickets
    </Button>
  );

  if (!valid) return <ErrorState message="This ticket link is not valid." />;
  return (
    <Stack gap="lg">
      <PageHeader title={`Ticket #${ticketId}`} description="Support ticket details" actions={back} />
      {ticket.isPending ? (
        <LoadingState label="Loading ticket…" />
      ) : ticket.isError ? (
        <ErrorState message={errorMessage(ticket.error, 'Failed to load the ticket. Please try again.')} />
      ) : (
        <>
          {ticket.data.status === 'resolved' ? (
            <Alert color="teal" variant="light" icon={<IconInfoCircle size={18} />} title="Resolved">
              {TICKET_MESSAGES.resolvedNotice}
            </Alert>
          ) : null}
          {ticket.data.status === 'closed' ? (
            <Alert color="gray" variant="light" icon={<IconLock size={18} />} title="Closed">
              {TICKET_MESSAGES.closedNotice}
            </Alert>
          ) : null}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TicketFields ticket={ticket.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <TicketActions
                  ticketId={ticket.data.ticket_id}
                  status={ticket.data.status}
                  onTakeAction={() => navigate(`/dashboard/ticket-response?ticketId=${ticket.data.ticket_id}`, { state: { ticketId: ticket.data.ticket_id, customer: ticket.data.customer } })}
                />
                <CustomerCard customer={ticket.data.customer} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TicketResponses responses={ticket.data.responses} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
