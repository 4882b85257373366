import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconCash, IconExternalLink } from '@tabler/icons-react';
import {
  PAYMENTS_TO_RESOLVE_MESSAGES,
  TO_RESOLVE_KIND_LABELS,
  type PaymentToResolve,
  type ResolveAction,
} from '@shop/domain/contracts/payments-to-resolve';
import { aed } from '@shop/domain/money';
import { PageHeader } from '@/components/ui/page-header';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useFormat, type Formatter } from '@/lib/i18n/format';
import { usePaymentsToResolve } from '../api/find-payments-to-resolve';
import { useResolvePayment } from '../api/resolve-payment';

const M = PAYMENTS_TO_RESOLVE_MESSAGES;

function columns(t: TFunction, format: Formatter): DataColumn<PaymentToResolve>[] {
  const tm = (message: string) => t(message, { ns: 'messages' });
  return [
    {
      header: t('toResolve.column.payment'),
      cell: (item) => (
        <Stack gap={2}>
          <Group gap="xs">
            <Badge color={item.kind === 'late-payment' ? 'orange' : 'yellow'} variant="light">
              {tm(TO_RESOLVE_KIND_LABELS[item.kind])}
            </Badge>
            <Text fw={650}>{format.money(aed(item.amount))}</Text>
          </Group>
          <Text size="sm">{item.customer_name}</Text>
        </Stack>
      ),
    },
    {
      header: t('toResolve.column.reference'),
      cell: (item) => (
        <Text size="sm" c="dimmed">
          {t('toResolve.reference', {
            cart: item.cart_id,
            at: format.dateTime(item.occurred_at),
            bookings: item.booking_ids.map((id) => `#${id}`).join(', '),
          })}
          {item.reference ? ` · ${item.reference}` : ''}
        </Text>
      ),
    },
    {
      header: t('toResolve.column.note'),
      cell: (item) => <Text size="sm">{item.note ?? '—'}</Text>,
    },
    {
      header: t('toResolve.column.actions'),
      hideHeader: true,
      card: 'footer',
      cell: (item) => <ResolveActions item={item} />,
    },
  ];
}

/**
 * Payments to resolve (admin, superadmin): payments Telr took after their checkout was canceled (restore the bookings
 * or refund in full, once), and refunds, voids or captures whose outcome is unknown (retried from the booking, which
 * asks Telr first).
 */
export default function PaymentsToResolvePage() {
  const { t } = useTranslation('payments');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const list = usePaymentsToResolve();
  return (
    <>
      <PageHeader title={tm(M.title)} description={tm(M.intro)} />
      <DataList
        layout="cards"
        columns={columns(t, useFormat())}
        rows={list.data?.items ?? []}
        rowKey={(item) => `${item.kind}:${item.cart_id}:${item.booking_ids.join('-')}`}
        rowLabel={(item) => `${tm(TO_RESOLVE_KIND_LABELS[item.kind])} ${item.cart_id}`}
        loading={list.isPending}
        loadingLabel={t('toResolve.loading')}
        error={list.isError ? tm(errorMessage(list.error, M.loadFailed)) : null}
        onRetry={() => void list.refetch()}
        emptyMessage={tm(M.empty)}
      />
    </>
  );
}

/** A late payment's Restore bookings and Refund in full (each confirmed first); the booking's link otherwise. */
function ResolveActions({ item }: { item: PaymentToResolve }) {
  const { t } = useTranslation('payments');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const resolve = useResolvePayment();
  const [asked, setAsked] = useState<ResolveAction | null>(null);
  if (item.kind !== 'late-payment' && item.kind !== 'refund-failed')
    return (
      <Button
        component={Link}
        to={`/dashboard/booking-customer?search=${item.booking_ids[0] ?? ''}`}
        variant="subtle"
        size="xs"
        leftSection={<IconExternalLink size={14} />}
      >
        {t('toResolve.openBooking')}
      </Button>
    );

  function confirm(action: ResolveAction) {
    resolve.mutate(
      { cartId: item.cart_id, action },
      {
        onSuccess: (answer) => {
          setAsked(null);
          const ok = answer.data.refund_status === null || answer.data.refund_status === 'refunded';
          notifications.show({ color: ok ? 'green' : 'yellow', title: item.cart_id, message: tm(answer.message) });
        },
        onError: (failure) => {
          setAsked(null);
          notifications.show({
            color: 'red',
            title: tm(M.resolveFailed),
            message: tm(errorMessage(failure, M.resolveFailed)),
          });
        },
      },
    );
  }

  return (
    <>
      <Group gap="xs" justify="flex-end">
        {item.kind === 'late-payment' ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowBackUp size={14} />}
            disabled={!item.restorable}
            onClick={() => setAsked('restore')}
          >
            {tm(M.restoreAction)}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconCash size={14} />}
          onClick={() => setAsked('refund')}
        >
          {tm(M.refundAction)}
        </Button>
      </Group>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={asked ? tm(asked === 'restore' ? M.restoreAction : M.refundAction) : ''}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('toResolve.confirmIntro', { cart: item.cart_id, name: item.customer_name })}</Text>
          <Text size="sm">{tm(asked === 'restore' ? M.restoreConfirm : M.refundConfirm)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsked(null)} disabled={resolve.isPending}>
              {t('toResolve.keep')}
            </Button>
            <Button
              color={asked === 'restore' ? 'blue' : 'red'}
              loading={resolve.isPending}
              onClick={() => asked && confirm(asked)}
            >
              {asked ? tm(asked === 'restore' ? M.restoreAction : M.refundAction) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
