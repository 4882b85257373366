import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconDiscount, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { STORE_INVOICE_MESSAGES, type StoreProductItem } from '@shop/domain/contracts/store-invoices';
import { aed, formatAed } from '@shop/domain/money';

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
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = props.products.map((p) => ({
    value: String(p.id),
    label: `${p.name} · ${p.sku} · ${formatAed(aed(p.price))}`,
  }));

  function add() {
    const product = props.products.find((p) => String(p.id) === selected);
    if (!product) return setError(STORE_INVOICE_MESSAGES.selectProduct);
    props.onAddProduct(product);
    setSelected(null);
    setError(null);
  }

  return (
    <Stack gap="sm">
      <Stack gap="xs">
        <Select
          label="Add a product"
          placeholder={props.productsLoading ? 'Loading products…' : 'Search the store catalogue'}
          data={data}
          value={selected}
          onChange={(value) => {
            setSelected(value);
            if (value) setError(null);
          }}
          searchable
          clearable
          nothingFoundMessage="No product matches"
          error={error ?? (props.productsFailed ? STORE_INVOICE_MESSAGES.productsFailed : undefined)}
          disabled={props.productsLoading}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={add} variant="light" style={{ alignSelf: 'flex-start' }}>
          Add product
        </Button>
      </Stack>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconDiscount size={16} />}
          onClick={props.onAddDiscount}
          disabled={props.hasDiscount}
        >
          Add discount (−50.00 incl. VAT)
        </Button>
        <Button
          variant="default"
          leftSection={<IconTruckDelivery size={16} />}
          onClick={props.onAddShipping}
          disabled={props.hasShipping}
        >
          Add shipping (30.00 + 1.50 VAT)
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Unit prices exclude VAT. Catalogue prices include VAT, so a product added at 105.00 shows 100.00 + 5.00 VAT. The
        discount's price and VAT are fixed.
      </Text>
    </Stack>
  );
}
