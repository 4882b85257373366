import { Link } from 'react-router';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShopMark } from '@/components/ui/shop-mark';
import { DirectionIcon } from '@/components/ui/direction-icon';

/**
 * The editor's own header: it stands outside the dashboard layout (its own path, docs/product/screens.md), so it
 * carries the shop's mark (to the dashboard) and a clear way back to the store-invoice list.
 */
export function StoreInvoiceTopBar() {
  const { t } = useTranslation('store-invoices');
  return (
    <Paper withBorder radius="md" px="md" py="xs" mb="lg" shadow="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <ShopMark />
        <Button
          component={Link}
          to="/dashboard/bigcommerce-invoices"
          variant="light"
          leftSection={<DirectionIcon toward="back" size={16} />}
          aria-label={t('top.back')}
        >
          <Text span inherit visibleFrom="sm">
            {t('top.back')}
          </Text>
          <Text span inherit hiddenFrom="sm">
            {t('top.backShort')}
          </Text>
        </Button>
      </Group>
    </Paper>
  );
}
