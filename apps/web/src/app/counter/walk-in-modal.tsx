import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionIcon, Badge, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@shop/domain/contracts/customers';
import { PURCHASE_MESSAGES, type PurchaseProduct } from '@shop/domain/contracts/purchases';
import { aed } from '@shop/domain/money';
import { shopDate } from '@shop/domain/shop-days';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import { AddCustomerModal, type AddCustomerModalProps } from '@/features/customers/components/add-customer-modal';
import { toNavCustomer } from '@/lib/nav-customer';
import { ProductSearch } from '@/features/purchases/components/product-search';
import { useRecordPurchases } from '@/features/purchases/api/record-purchases';
import { useStartRestring } from '@/features/bookings/components/restring-button';

function PickedRacket({ product, onRemove }: { product: PurchaseProduct; onRemove(): void }) {
  const { t } = useTranslation('customers');
  const format = useFormat();
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('walkIn.racket')}
          </Text>
          <Text fw={600}>{product.name}</Text>
          <Group gap="xs">
            <Text size="sm" dir="ltr">
              {format.money(aed(product.price))}
            </Text>
            <Badge variant="light" color="green" size="sm">
              {t('walkIn.boughtToday')}
            </Badge>
          </Group>
        </div>
        <ActionIcon variant="subtle" color="gray" onClick={onRemove} aria-label={t('walkIn.remove')}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/**
 * Add customer at the counter: the walk-in's details and, optionally, the racket bought now (from the store's
 * catalogue). With a racket, the customer is added, the racket recorded as bought today (its free stringings
 * earned as on Add Purchases) and its restring opens at once, as Restring does: one dialog, no page in between.
 * Without one, the new customer's page opens as before. A racket that cannot be recorded leaves the customer
 * added and opens Add Purchases for them, saying so.
 */
export function WalkInModal(props: AddCustomerModalProps) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const record = useRecordPurchases();
  const startRestring = useStartRestring();
  const [racket, setRacket] = useState<PurchaseProduct | null>(null);
  const close = () => {
    setRacket(null);
    props.onClose();
  };

  async function onCreated(created: Customer) {
    const customer = toNavCustomer(created);
    if (!racket) {
      await navigate('/dashboard/customer-details', { state: { customer } });
      return;
    }
    try {
      await record.mutateAsync({
        customerId: customer.id,
        body: {
          purchases: [
            {
              product_id: racket.id,
              product_name: racket.name,
              price: racket.price,
              quantity: 1,
              purchase_date: shopDate(),
              category: racket.category ?? 'racket',
            },
          ],
        },
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('walkIn.purchaseFailed'),
        message: t(errorMessage(error, PURCHASE_MESSAGES.saveFailed), { ns: 'messages' }),
      });
      await navigate(`/dashboard/add-purchases/${customer.id}`, { state: { customer } });
      return;
    }
    await startRestring(customer);
  }

  return (
    <AddCustomerModal
      {...props}
      onClose={close}
      extra={{
        fields: racket ? (
          <PickedRacket product={racket} onRemove={() => setRacket(null)} />
        ) : (
          <ProductSearch label={t('walkIn.racket')} description={t('walkIn.racketHint')} onPick={setRacket} />
        ),
        onCreated,
      }}
    />
  );
}
