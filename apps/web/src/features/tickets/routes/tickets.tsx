import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { TICKET_MESSAGES, type Ticket } from '@shop/domain/contracts/tickets';
import { formatShopDateTime } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { ListStates } from '@/components/ui/list-states';
import { errorMessage } from '@/lib/api-client';
import { useCustomerTickets } from '../api/find-customer-tickets';
import { CustomerCard, type TicketCustomerState } from '../components/customer-card';
import { TicketStatusBadge } from '../components/ticket-status-badge';
import { UpdatedPill } from '../components/updated-pill';

function readCustomer(state: unknown): TicketCustomerState | null {
  const customer = (state as { customer?: Partial<TicketCustomerState> } | null)?.customer;
  if (!customer || typeof customer.id !== 'number') return null;
  return { id: customer.id, name: customer.name ?? '', email: customer.email ?? '', phone: customer.phone ?? '' };
}

interface TicketListProps {
  tickets: Ticket[];
  onOpen(ticket: Ticket): void;
}

function TicketsTable({ tickets, onOpen }: TicketListProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="lg">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.ticket_id}>
              <Table.Td>
                <Text fw={500}>{ticket.subject}</Text>
                <Text size="xs" c="dimmed">
                  #{ticket.ticket_id} · {ticket.issue_type} · {ticket.priority_level} priority
                </Text>
              </Table.Td>
              <Table.Td>
                <TicketStatusBadge status={ticket.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatShopDateTime(ticket.created_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{formatShopDateTime(ticket.updated_at)}</Text>
                  <UpdatedPill createdAt={ticket.created_at} updatedAt={ticket.updated_at} />
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="light"
                  rightSection={<IconChevronRight size={14} />}
                  onClick={() => onOpen(ticket)}
                  aria-label={`View ticket ${ticket.subject}`}
                >
                  View
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TicketCards({ tickets, onOpen }: TicketListProps) {
  return (
    <Stack gap={0}>
      {tickets.map((ticket) => (
        <Stack key={ticket.ticket_id} gap={6} p="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={500}>{ticket.subject}</Text>
            <TicketStatusBadge status={ticket.status} />
          </Group>
          <Text size="xs" c="dimmed">
            Created {formatShopDateTime(ticket.created_at)}
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              Updated {formatShopDateTime(ticket.updated_at)}
            </Text>
            <UpdatedPill createdAt={ticket.created_at} updatedAt={ticket.updated_at} />
          </Group>
          <Button
            size="xs"
            variant="light"
            rightSection={<IconChevronRight size={14} />}
            onClick={() => onOpen(ticket)}
            aria-label={`View ticket ${ticket.subject}`}
          >
            View
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}

/** /dashboard/ticket-details: the tickets of the customer passed in navigation state. */
export default function TicketsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const customer = readCustomer(location.state);
  const tickets = useCustomerTickets(customer?.id ?? null);
  const items = tickets.data ?? [];
  if (!customer) return <Navigate to="/dashboard/manage-customer" replace />;

  const open = (ticket: Ticket) => navigate(`/dashboard/detailed-ticket/${ticket.ticket_id}`, { state: { customer } });
  const back = (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
      onClick={() => navigate('/dashboard/customer-details', { state: { customer } })}
    >
      Back to customer
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Tickets"
        description={`Support tickets raised by ${customer.name || `customer #${customer.id}`}`}
        actions={back}
      />
      <CustomerCard customer={customer} />
      <Card p={0}>
        <ListStates
          flush
          loading={tickets.isPending}
          loadingLabel="Loading tickets…"
          error={tickets.isError ? errorMessage(tickets.error, 'Failed to load tickets. Please try again.') : null}
          empty={items.length === 0}
          emptyMessage={TICKET_MESSAGES.noTickets}
          table={<TicketsTable tickets={items} onOpen={open} />}
          cards={<TicketCards tickets={items} onOpen={open} />}
        />
      </Card>
    </Stack>
  );
}
