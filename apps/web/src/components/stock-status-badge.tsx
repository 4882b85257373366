import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockStatus } from '@shop/domain/catalogue';

/** In stock (green), low (yellow) or out of stock (red), in the reader's language. */
export function StockStatusBadge({ status, size = 'sm' }: { status: StockStatus; size?: BadgeProps['size'] }) {
  const { t } = useTranslation('stock');
  const label: Record<StockStatus, string> = {
    'In Stock': t('stock.status.in'),
    'Low Stock': t('stock.status.low'),
    'Out of Stock': t('stock.status.out'),
  };
  const color: Record<StockStatus, string> = { 'In Stock': 'green', 'Low Stock': 'yellow', 'Out of Stock': 'red' };
  return (
    <Badge
      size={size}
      variant="light"
      color={color[status]}
      // Dark enough on the light badge for small text (WCAG AA; green 9 on light green is not): dark text, red 9.
      c={status === 'Out of Stock' ? 'red.9' : 'dark.7'}
      style={{ flexShrink: 0, overflow: 'visible' }}
      // Its whole label, never "LOW STO…": a label that may be cut let the table give the column less than it needs.
      styles={{ label: { overflow: 'visible' } }}
    >
      {label[status]}
    </Badge>
  );
}
