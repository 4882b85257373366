import type { ComponentType, ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail, IconPhone, IconRefresh, IconShoppingBag, IconTicket, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_MESSAGES, type NavCustomer } from '@shop/domain/contracts/customers';
import { can } from '@shop/domain/policies';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { customerTicketsPath } from '@/lib/ticket-paths';
import { useSyncCustomerMutation } from '@/api/sync-customer';
import { toNavCustomer, useNavCustomer } from '@/lib/nav-customer';
import { CustomerEmail, WhatsAppLink } from '@/components/customer-email';
import { RacketsCard } from '../components/rackets-card';
import { CustomerChannel } from '../components/customer-channel';
import { CustomerLanguage } from '../components/customer-language';
import { DirectionIcon } from '@/components/ui/direction-icon';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

/**
 * Customer details: who the customer is, and the three ways on (services, tickets, in-store purchase). `readyJobs` is what the app shows of the customer's rackets ready for pickup (the counter's
 * handover from here: composed in src/app, customers and jobs do not import each other).
 */
export default function CustomerDetails({
  readyJobs: ReadyJobs,
}: { readyJobs?: ComponentType<{ customerId: number }> } = {}) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const customer = useNavCustomer();
  const sync = useSyncCustomerMutation();
  const role = getRole();
  if (!customer) return <Navigate to="/dashboard/manage-customer" replace />;
  const state = { customer };

  const refresh = () =>
    sync.mutate(customer.id, {
      onSuccess: (result) => {
        notifications.show({ color: 'teal', message: result.message });
        void navigate('.', { replace: true, state: { customer: toNavCustomer(result.customer) } });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: errorMessage(error, t(CUSTOMER_MESSAGES.storeUnreachable, { ns: 'messages' })),
        }),
    });

  const actions = [
    {
      label: t('details.services'),
      description: t('details.servicesHint'),
      icon: IconTool,
      color: 'court',
      onClick: () => void navigate(`/dashboard/our-services/${customer.id}`, { state }),
      allowed: can(role, 'customers:read'),
    },
    {
      label: t('details.tickets'),
      description: t('details.ticketsHint'),
      icon: IconTicket,
      color: 'orange',
      onClick: () => void navigate(customerTicketsPath(customer.id), { state }),
      allowed: can(role, 'tickets:read'),
    },
    {
      label: t('details.purchase'),
      description: t('details.purchaseHint'),
      icon: IconShoppingBag,
      color: 'indigo',
      onClick: () => void navigate(`/dashboard/add-purchases/${customer.id}`, { state }),
      allowed: can(role, 'purchases:create'),
    },
  ].filter((a) => a.allowed);

  return (
    <>
      <PageHeader
        title={t('details.title')}
        actions={
          <Button
            variant="default"
            leftSection={<DirectionIcon toward="back" size={16} />}
            onClick={() => void navigate('/dashboard/manage-customer')}
          >
            {t('details.back')}
          </Button>
        }
      />
      <CustomerIdentity
        customer={customer}
        action={
          can(role, 'customers:sync') ? (
            <Button variant="subtle" leftSection={<IconRefresh size={16} />} loading={sync.isPending} onClick={refresh}>
              {t('details.refresh')}
            </Button>
          ) : null
        }
      />
      <WaysOn actions={actions} />
      {ReadyJobs && can(role, 'jobs:read') ? <ReadyJobs customerId={customer.id} /> : null}
      {can(role, 'rackets:read') ? <RacketsCard customer={customer} /> : null}
    </>
  );
}

/** Who the customer is: name and number, email, phone (and WhatsApp), language and channel; `action` beside them. */
function CustomerIdentity({ customer, action }: { customer: NavCustomer; action: ReactNode }) {
  const { t } = useTranslation('customers');
  return (
    <Card mb="lg">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group wrap="nowrap" gap="md" align="flex-start" style={{ minWidth: 0 }}>
          {/* On a phone the details take the card's whole width (an email was broken in the middle beside it). */}
          <Avatar size={56} radius="xl" color="court" variant="light" visibleFrom="xs">
            {initials(customer.name)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <div>
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {customer.name || t('details.unnamed')}
              </Title>
              <Text c="dimmed" size="xs">
                {t('details.number', { id: customer.id })}
              </Text>
            </div>
            <Group gap={6} wrap="nowrap">
              <IconMail size={14} color="var(--mantine-color-dimmed)" />
              <CustomerEmail email={customer.email || null} phone={customer.phone} name={customer.name} />
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconPhone size={14} color="var(--mantine-color-dimmed)" />
              <Text size="sm" dir="ltr">
                {customer.phone || '—'}
              </Text>
              {customer.email ? <WhatsAppLink phone={customer.phone} name={customer.name} /> : null}
            </Group>
            <CustomerLanguage customerId={customer.id} language={customer.language} />
            <CustomerChannel customerId={customer.id} channel={customer.preferred_channel} />
          </Stack>
        </Group>
        {action}
      </Group>
    </Card>
  );
}

interface WayOn {
  label: string;
  description: string;
  icon: ComponentType<{ size?: number }>;
  color: string;
  onClick(): void;
}

/** The ways on from the customer (services, tickets, in-store purchase), each a card. */
function WaysOn({ actions }: { actions: WayOn[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {actions.map((action) => (
        <UnstyledButton key={action.label} onClick={action.onClick} aria-label={action.label}>
          <Card h="100%">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap="sm">
                <ThemeIcon variant="light" color={action.color} size={42} radius="md">
                  <action.icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={650}>{action.label}</Text>
                  <Text size="sm" c="dimmed">
                    {action.description}
                  </Text>
                </div>
              </Stack>
              <DirectionIcon toward="forward" kind="chevron" size={18} color="var(--mantine-color-dimmed)" />
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
