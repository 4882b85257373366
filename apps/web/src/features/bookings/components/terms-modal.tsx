import { Alert, Button, Group, List, Modal, Text } from '@mantine/core';
import { FREE_STRINGING as FREE, PICKUP_FEES } from '@shop/domain/business';
import type { PickupOption } from '@shop/domain/pickup';
import { FREE_EXPRESS_SURCHARGE } from '@shop/domain/pricing';
import { useFormat } from '@/lib/i18n/format';
import { useTranslation } from 'react-i18next';

/**
 * The shop's terms for stringing and grip services (docs/product/rules.md#free-stringings). Opened by a pay button
 * before the terms were agreed, it says why (`reason`) and I Agree carries on with that button.
 */
export function TermsModal({
  opened,
  reason = null,
  onClose,
  onAgree,
}: {
  opened: boolean;
  reason?: string | null;
  onClose(): void;
  onAgree(): void;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const fee = (option: PickupOption) => format.money(PICKUP_FEES[option]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('terms.title')} size="lg" centered>
      {reason ? (
        <Alert color="yellow" variant="light" mb="md">
          {t(reason, { ns: 'messages' })}
        </Alert>
      ) : null}
      <List spacing="xs" size="sm">
        <List.Item>
          {t('terms.purchase', {
            threshold: format.money(FREE.thresholdFils),
            services: FREE.servicesPerRacket,
            value: format.money(FREE.valueFils),
            months: FREE.validityMonths,
          })}
        </List.Item>
        <List.Item>
          {t('terms.monthly', { value: format.money(FREE.valueFils), surcharge: format.money(FREE_EXPRESS_SURCHARGE) })}
        </List.Item>
        <List.Item>
          {t('terms.fees', {
            pickup: fee('pickup'),
            delivery: fee('delivery'),
            both: fee('pickup/delivery'),
            expressPickup: fee('express-pickup'),
            expressDelivery: fee('express-delivery'),
            expressBoth: fee('express-pickup/delivery'),
          })}
        </List.Item>
        <List.Item>{t('terms.ownItems')}</List.Item>
        <List.Item>{t('terms.disputes')}</List.Item>
        <List.Item>{t('terms.prices')}</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="md">
        {t('terms.accept')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('close')}
        </Button>
        <Button onClick={onAgree}>{t('terms.agree')}</Button>
      </Group>
    </Modal>
  );
}
