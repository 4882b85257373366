import { useNavigate } from 'react-router';
import { ActionIcon, Anchor, Badge, Button, Card, Checkbox, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { BookingDraft, CheckoutDraft } from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import type { Fils } from '@shop/domain/money';
import type { PickupOption } from '@shop/domain/pickup';
import { finishCheckout, removeLine } from '@/lib/checkout-store';
import { FormError } from '@/components/form-actions';
import { Ltr } from '@/components/ui/ltr';
import { useFormat } from '@/lib/i18n/format';
import { BookingsTable } from './bookings-table';
import { CustomerSummary } from './customer-summary';
import { pickupLabel } from '../lib/labels';
import { useTranslation } from 'react-i18next';

/** The summary's customer, with the checkout's date and its pickup service. */
export function SummaryCustomer(props: {
  customer: NavCustomer;
  drafts: BookingDraft[];
  express: boolean;
  pickup: PickupOption;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <CustomerSummary
      customer={props.customer}
      extra={[
        { label: t('date'), value: props.drafts.length ? format.date(props.drafts[0]!.bookingDate) : '—' },
        {
          label: t('summary.pickupService'),
          value: (
            <Badge variant="light" color={props.express ? 'orange' : 'court'}>
              {pickupLabel(t, props.pickup)}
            </Badge>
          ),
        },
      ]}
    />
  );
}

/** Where the rackets are collected (the store) or delivered (the address), and Change Service. */
export function SummaryWhere(props: { pickup: PickupOption; checkout: CheckoutDraft; onChange(): void }) {
  const { t } = useTranslation('bookings');
  const inStore = props.pickup === 'in-store';
  return (
    <Card>
      <Group justify="space-between" wrap="wrap" align="flex-start" gap="sm">
        <div style={{ flex: 1, minWidth: 200 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {inStore ? t('store') : t('summary.address')}
          </Text>
          <Text size="sm">
            {inStore ? (props.checkout.store ?? t('summary.noStore')) : props.checkout.address || t('noAddress')}
          </Text>
        </div>
        <Button variant="light" size="xs" onClick={props.onChange}>
          {t('summary.changeService')}
        </Button>
      </Group>
    </Card>
  );
}

/** The checkout's bookings (Edit and Delete on each) and the overall cost, its breakdown one click away. */
export function SummaryLines(props: {
  customer: NavCustomer;
  drafts: BookingDraft[];
  total: Fils;
  onEdit(draft: BookingDraft): void;
  onBreakdown(): void;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('summary.bookings')}
      </Title>
      <BookingsTable
        drafts={props.drafts}
        onEdit={props.onEdit}
        onDelete={(d) => removeLine(props.customer, d.invoiceNo)}
      />
      <Group justify="flex-end" mt="md" gap={6}>
        <Text fw={600}>{t('summary.overallCostColon')}</Text>
        <Text fw={800} size="lg" data-testid="overall-cost">
          <Ltr>{format.money(props.total)}</Ltr>
        </Text>
        <ActionIcon variant="subtle" aria-label={t('breakdown.title')} onClick={props.onBreakdown}>
          <IconInfoCircle size={18} />
        </ActionIcon>
      </Group>
    </Card>
  );
}

/** The terms box, the checkout's message, Cancel, and Confirm (free) or Pay in Store and Proceed to Pay. */
export function SummaryPay(props: {
  agreed: boolean;
  onAgreed(agreed: boolean): void;
  onTerms(): void;
  error: string | null;
  total: Fils;
  onCancel(): void;
  onPay(): void;
  onPayInStore(): void;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <Card>
      <Stack gap="md">
        <Checkbox
          checked={props.agreed}
          onChange={(e) => (e.currentTarget.checked ? props.onTerms() : props.onAgreed(false))}
          label={
            <>
              {t('summary.agree')}{' '}
              <Anchor component="button" type="button" size="sm" onClick={props.onTerms}>
                {t('terms.title')}
              </Anchor>
            </>
          }
        />
        <FormError message={props.error} />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('cancel')}
          </Button>
          {props.total === 0 ? (
            <Button onClick={props.onPay}>{t('summary.confirm')}</Button>
          ) : (
            <Group gap="sm" wrap="wrap">
              <Button variant="outline" onClick={props.onPayInStore}>
                {t('summary.payInStore')}
              </Button>
              <Button onClick={props.onPay}>{t('summary.proceed')}</Button>
            </Group>
          )}
        </Group>
        {props.total > 0 ? (
          <Text size="xs" c="dimmed" ta="end">
            {t('summary.payHint', { total: format.money(props.total) })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** "Cancel" asks first: Keep goes back to the summary, Discard drops the checkout and returns to Our Services. */
export function DiscardCheckoutModal(props: { opened: boolean; customer: NavCustomer; onClose(): void }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('summary.cancelTitle')} centered>
      <Text size="sm">{t('summary.cancelBody', { name: props.customer.name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose}>
          {t('summary.keep')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            finishCheckout(props.customer);
            void navigate(`/dashboard/our-services/${props.customer.id}`);
          }}
        >
          {t('summary.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
