import { Stack, Text } from '@mantine/core';
import type { Fils } from '@shop/domain/money';
import { useFormat } from '@/lib/i18n/format';
import { Ltr } from '@/components/ui/ltr';
import { useTranslation } from 'react-i18next';

/**
 * A line's price. A free stringing shows what it is worth: the list price, "Free stringing −75.00
 * AED" and the amount to pay; any other line just its price.
 */
export function LinePrice({
  listPrice,
  discount,
  price,
  align = 'flex-end',
}: {
  listPrice: Fils;
  discount: Fils;
  price: Fils;
  align?: 'flex-start' | 'flex-end';
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  if (discount === 0)
    return (
      <Text size="sm" fw={600}>
        <Ltr>{format.money(price)}</Ltr>
      </Text>
    );
  return (
    <Stack gap={0} align={align} data-testid="free-stringing-price">
      <Text size="xs" c="dimmed">
        {t('price.list', { amount: format.money(listPrice) })}
      </Text>
      <Text size="xs" c="green.8" fw={500}>
        {t('price.freeStringing', { amount: format.money(discount) })}
      </Text>
      <Text size="sm" fw={700}>
        {t('price.toPay', { amount: format.money(price) })}
      </Text>
    </Stack>
  );
}
