import {
  ActionIcon,
  Badge,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { FREE_STRINGING } from '@shop/domain/business';
import { earnsFreeStringing } from '@shop/domain/entitlements';
import { aed, formatAed } from '@shop/domain/money';
import type { PurchaseProduct } from '@shop/domain/contracts/purchases';
import { PURCHASE_CATEGORIES, PURCHASE_CATEGORY_LABELS } from '@shop/domain/purchase-category';
import { DateField } from '@/components/ui/date-field';
import type { PurchaseFormValues } from '../lib/purchase-form';
import { ProductSearch } from './product-search';

const CATEGORY_OPTIONS = PURCHASE_CATEGORIES.map((value) => ({ value, label: PURCHASE_CATEGORY_LABELS[value] }));

/**
 * One numbered purchase block: a product picked from the store catalogue fills the fields (its
 * category too, when the store says); a product not in it is typed in and its category chosen.
 * Remove appears when more than one block exists.
 */
export function PurchaseBlock({
  form,
  index,
  canRemove,
  today,
}: {
  form: UseFormReturnType<PurchaseFormValues>;
  index: number;
  canRemove: boolean;
  today: string;
}) {
  const row = form.values.purchases[index]!;
  const price = typeof row.price === 'number' ? row.price : Number.NaN;
  const quantity = typeof row.quantity === 'number' && row.quantity > 0 ? row.quantity : 1;
  const earns = Number.isFinite(price) && row.category !== '' && earnsFreeStringing(aed(price), row.category);
  const pick = (product: PurchaseProduct) =>
    form.setFieldValue(`purchases.${index}`, {
      ...row,
      product_id: product.id,
      product_name: product.name,
      price: product.price,
      category: product.category ?? '',
    });
  return (
    <Card data-testid={`purchase-block-${index + 1}`}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="sm">
          <Badge size="lg" radius="sm" variant="light">
            Purchase {index + 1}
          </Badge>
          {earns ? (
            <Badge color="teal" variant="dot">
              Earns {FREE_STRINGING.servicesPerRacket * quantity} free stringings
            </Badge>
          ) : null}
        </Group>
        {canRemove ? (
          <Tooltip label="Remove this purchase">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove purchase ${index + 1}`}
              onClick={() => form.removeListItem('purchases', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      <ProductSearch onPick={pick} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <NumberInput
          label="Product ID"
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...form.getInputProps(`purchases.${index}.product_id`)}
        />
        <TextInput label="Product Name" withAsterisk {...form.getInputProps(`purchases.${index}.product_name`)} />
        <NumberInput
          label="Price (AED)"
          withAsterisk
          step={0.01}
          decimalScale={2}
          min={0}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps(`purchases.${index}.price`)}
        />
        <NumberInput
          label="Quantity"
          withAsterisk
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps(`purchases.${index}.quantity`)}
        />
        <DateField
          label="Purchase Date"
          withAsterisk
          max={today}
          clearable={false}
          {...form.getInputProps(`purchases.${index}.purchase_date`)}
          value={row.purchase_date}
          onChange={(value) => form.setFieldValue(`purchases.${index}.purchase_date`, value)}
        />
        <Select
          label="Category"
          withAsterisk
          placeholder="Choose the category"
          data={CATEGORY_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps(`purchases.${index}.category`)}
          value={row.category || null}
          onChange={(value) => form.setFieldValue(`purchases.${index}.category`, (value ?? '') as typeof row.category)}
        />
      </SimpleGrid>
      {earns ? (
        <Text size="xs" c="dimmed" mt="xs">
          Unit price above {formatAed(FREE_STRINGING.thresholdFils)}: each racket gets{' '}
          {FREE_STRINGING.servicesPerRacket} free stringings for {FREE_STRINGING.validityMonths} months.
        </Text>
      ) : null}
    </Card>
  );
}
