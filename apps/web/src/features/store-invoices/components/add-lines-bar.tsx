import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconDiscount, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { STORE_INVOICE_MESSAGES, type StoreProductItem } from '@shop/domain/contracts/store-invoices';
import { aed } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

interface Props {
  products: StoreProductItem[];
  productsLoading: boolean;
  productsFailed: boolean;
  hasDiscount: boolean;
  hasShipping: boolean;
  onAddProduct(product: StoreProductItem): void;
  onAddDiscount(): void;
  onAddShipping(): void;
}

/** Add a product from the store's catalogue, the discount line or the shipping line. */
export function AddLinesBar(props: Props) {
  const { t } = useTranslation('store-invoices');
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const format = useFormat();
  const data = props.products.map((p) => ({
    value: String(p.id),
    label: `${p.name} · ${p.sku} · ${format.money(aed(p.price))}`,
  }));

  function add() {
    const product = props.products.find((p) => String(p.id) === selected);
    if (!product) return setError(t(STORE_INVOICE_MESSAGES.selectProduct, { ns: 'messages' }));
    props.onAddProduct(product);
    setSelected(null);
    setError(null);
  }

  return (
    <Stack gap="sm">
      <Stack gap="xs">
        <Select
          label={t('add.product')}
          placeholder={props.productsLoading ? t('add.loading') : t('add.search')}
          data={data}
          value={selected}
          onChange={(value) => {
            setSelected(value);
            if (value) setError(null);
          }}
          searchable
          clearable
          nothingFoundMessage={t('add.nothingFound')}
          error={
            error ?? (props.productsFailed ? t(STORE_INVOICE_MESSAGES.productsFailed, { ns: 'messages' }) : undefined)
          }
          disabled={props.productsLoading}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={add} variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('add.button')}
        </Button>
      </Stack>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconDiscount size={16} />}
          onClick={props.onAddDiscount}
          disabled={props.hasDiscount}
        >
          {t('add.discount')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconTruckDelivery size={16} />}
          onClick={props.onAddShipping}
          disabled={props.hasShipping}
        >
          {t('add.shipping')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('add.hint')}
      </Text>
    </Stack>
  );
}
