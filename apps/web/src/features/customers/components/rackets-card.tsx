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
import { formatShopDate } from '@shop/domain/time';
import { useTranslation } from 'react-i18next';
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
          last ? t('rackets.lastStrung', { date: formatShopDate(last.date) }) : t('rackets.notStrung'),
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
            <Accordion.Item key={racket.racket_id} value={String(racket.racket_id)}>
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
                    onClick={() => setEditing(racket)}
                  />
                  <IconAction
                    tip={t('rackets.interval')}
                    label={t('rackets.intervalNamed', { racket: racketLabel(racket) })}
                    icon={<IconBellRinging size={16} />}
                    onClick={() => setIntervalOf(racket)}
                  />
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconBallTennis size={14} />}
                    onClick={() => restring(racket)}
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
