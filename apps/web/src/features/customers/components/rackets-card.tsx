import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  Accordion,
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBallTennis, IconBellRinging, IconPencil, IconPlus } from '@tabler/icons-react';
import type { CustomerRacket } from '@shop/domain/contracts/jobs';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { startBooking } from '@/lib/checkout-store';
import { FORM_PATHS, flowPath } from '@/lib/flow-paths';
import { racketLabel } from '@/api/customer-rackets';
import { useCustomerRackets } from '@/api/customer-rackets';
import { IntervalDialog } from '@/components/interval-dialog';
import { RacketDialog } from '@/components/racket-dialog';
import { RacketHistory } from './racket-history';

/** A racket's icon button, its tooltip the short name of the action. */
function IconAction(props: { tip: string; label: string; icon: ReactNode; onClick(): void }) {
  return (
    <Tooltip label={props.tip}>
      <ActionIcon variant="subtle" aria-label={props.label} onClick={props.onClick}>
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

function RacketTitle({ racket }: { racket: CustomerRacket }) {
  const { t } = useTranslation('customers');
  const format = useFormat();
  const last = racket.history[0];
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Text fw={600} size="sm">
          {racketLabel(racket)}
        </Text>
        <Badge variant="light" color="gray" size="sm">
          {racket.pattern || t('rackets.noPattern')}
        </Badge>
        {racket.purchase_id ? (
          <Badge variant="light" color="green" size="sm">
            {t('rackets.boughtHere')}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {[
          racket.nickname,
          last ? t('rackets.lastStrung', { date: format.date(last.date) }) : t('rackets.notStrung'),
          t('rackets.reminderEvery', { count: racket.reminder_interval_days }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

/**
 * The customer's rackets (customer details): each with its stringing history in an expandable row, Edit,
 * its restring reminder interval (the Reminders screen's dialog, with the rule of thumb), and Restring, which
 * opens the booking form with that racket picked; "Add racket" above.
 */
export function RacketsCard({ customer }: { customer: NavCustomer }) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const rackets = useCustomerRackets(customer.id);
  const [editing, setEditing] = useState<CustomerRacket | null>(null);
  const [adding, setAdding] = useState(false);
  const [intervalOf, setIntervalOf] = useState<CustomerRacket | null>(null);

  const restring = (racket: CustomerRacket) => {
    startBooking(customer, { racketId: racket.racket_id, racketName: racketLabel(racket), counter: true });
    void navigate(flowPath(FORM_PATHS.string, customer.id));
  };

  return (
    <Card mt="lg">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {t('rackets.title')}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          {t('rackets.add')}
        </Button>
      </Group>
      {rackets.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('rackets.loading')}>
          <Skeleton h={48} radius="md" />
          <Skeleton h={48} radius="md" />
        </Stack>
      ) : rackets.isError ? (
        <ErrorState
          message={errorMessage(rackets.error, t('rackets.loadFailed'))}
          onRetry={() => void rackets.refetch()}
        />
      ) : rackets.data.length === 0 ? (
        <EmptyState message={t('rackets.empty')} />
      ) : (
        <Accordion variant="separated" chevronPosition="left" multiple>
          {rackets.data.map((racket) => (
            <RacketItem
              key={racket.racket_id}
              racket={racket}
              onEdit={() => setEditing(racket)}
              onInterval={() => setIntervalOf(racket)}
              onRestring={() => restring(racket)}
            />
          ))}
        </Accordion>
      )}
      <RacketDialog customerId={customer.id} opened={adding} onClose={() => setAdding(false)} />
      <RacketDialog
        customerId={customer.id}
        racket={editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      {intervalOf ? (
        <IntervalDialog
          target={{
            customerId: customer.id,
            racketId: intervalOf.racket_id,
            racketName: racketLabel(intervalOf),
            intervalDays: intervalOf.reminder_interval_days,
          }}
          onClose={() => setIntervalOf(null)}
        />
      ) : null}
    </Card>
  );
}

/** One racket: its title with Edit, reminder interval and Restring; its notes and stringing history when opened. */
function RacketItem(props: { racket: CustomerRacket; onEdit(): void; onInterval(): void; onRestring(): void }) {
  const { t } = useTranslation('customers');
  const { racket, onEdit, onInterval, onRestring } = props;
  return (
    <Accordion.Item value={String(racket.racket_id)}>
      {/* On a phone the actions go under the racket's title, at the end of the line. */}
      <Group wrap="wrap" gap={0} pr="xs">
        <Accordion.Control
          aria-label={t('rackets.historyOf', { racket: racketLabel(racket) })}
          style={{ flex: '1 1 240px', minWidth: 0 }}
        >
          <RacketTitle racket={racket} />
        </Accordion.Control>
        <Group wrap="nowrap" gap={4} ml="auto" py={4}>
          <IconAction
            tip={t('rackets.edit')}
            label={t('rackets.editNamed', { racket: racketLabel(racket) })}
            icon={<IconPencil size={16} />}
            onClick={onEdit}
          />
          <IconAction
            tip={t('rackets.interval')}
            label={t('rackets.intervalNamed', { racket: racketLabel(racket) })}
            icon={<IconBellRinging size={16} />}
            onClick={onInterval}
          />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconBallTennis size={14} />}
            onClick={onRestring}
            aria-label={t('rackets.restringNamed', { racket: racketLabel(racket) })}
          >
            {t('rackets.restring')}
          </Button>
        </Group>
      </Group>
      <Accordion.Panel>
        {racket.notes ? (
          <Text size="sm" mb="xs">
            {racket.notes}
          </Text>
        ) : null}
        <RacketHistory history={racket.history} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
