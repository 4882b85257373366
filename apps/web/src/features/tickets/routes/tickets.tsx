import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TICKET_MESSAGES, type Ticket } from '@shop/domain/contracts/tickets';
import { PageHeader } from '@/components/ui/page-header';
import { DataList } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useCustomer } from '@/api/customer';
import { useNavCustomer } from '@/lib/nav-customer';
import { useCustomerTickets } from '../api/find-customer-tickets';
import { CustomerCard } from '@/components/customer-card';
import { ticketColumns } from '../components/ticket-columns';
import { DirectionIcon } from '@/components/ui/direction-icon';
import { useFormat } from '@/lib/i18n/format';

/**
 * /dashboard/ticket-details?customerId=7: the customer's tickets. The customer's name, email and
 * phone come from navigation state, or are looked up by id after a reload or from a shared link.
 */
export default function TicketsPage() {
  const { t } = useTranslation('tickets');
  const format = useFormat();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const text = params.get('customerId') ?? '';
  const customerId = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null;
  const fromState = useNavCustomer();
  const stateCustomer = fromState && fromState.id === customerId ? fromState : null;
  const lookup = useCustomer(customerId ?? 0, customerId !== null && !stateCustomer);
  const tickets = useCustomerTickets(customerId);
  if (customerId === null) return <Navigate to="/dashboard/manage-customer" replace />;

  const customer = stateCustomer ?? lookup.data ?? { id: customerId, name: '', email: '', phone: '' };
  const open = (ticket: Ticket) =>
    void navigate(`/dashboard/detailed-ticket/${ticket.ticket_id}`, { state: { customer } });
  const back = (
    <Button
      variant="default"
      leftSection={<DirectionIcon toward="back" size={16} />}
      onClick={() => void navigate('/dashboard/customer-details', { state: { customer } })}
    >
      {t('tickets.back')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('tickets.title')}
        description={
          customer.name
            ? t('tickets.description', { name: customer.name })
            : t('tickets.descriptionNumber', { id: customer.id })
        }
        actions={back}
      />
      <CustomerCard customer={customer} />
      <Card p={0}>
        <DataList
          columns={ticketColumns(t, open, format)}
          rows={tickets.data ?? []}
          rowKey={(ticket) => ticket.ticket_id}
          rowLabel={(ticket) => ticket.subject}
          loading={tickets.isPending}
          loadingLabel={t('tickets.loading')}
          error={tickets.isError ? errorMessage(tickets.error, t('tickets.loadFailed')) : null}
          onRetry={() => void tickets.refetch()}
          emptyMessage={t(TICKET_MESSAGES.noTickets, { ns: 'messages' })}
          flush
        />
      </Card>
    </Stack>
  );
}
