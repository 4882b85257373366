import { Stack, Text } from '@mantine/core';
import { formatAed, type Fils } from '@shop/domain/money';
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
  if (discount === 0)
    return (
      <Text size="sm" fw={600}>
        {formatAed(price)}
      </Text>
    );
  return (
    <Stack gap={0} align={align} data-testid="free-stringing-price">
      <Text size="xs" c="dimmed">
        {t('price.list', { amount: formatAed(listPrice) })}
      </Text>
      <Text size="xs" c="green.8" fw={500}>
        {t('price.freeStringing', { amount: formatAed(discount) })}
      </Text>
      <Text size="sm" fw={700}>
        {t('price.toPay', { amount: formatAed(price) })}
      </Text>
    </Stack>
  );
}
