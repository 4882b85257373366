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
import { useTranslation } from 'react-i18next';
import { FREE_STRINGING } from '@shop/domain/business';
import { earnsFreeStringing } from '@shop/domain/entitlements';
import { aed } from '@shop/domain/money';
import type { PurchaseProduct } from '@shop/domain/contracts/purchases';
import { PURCHASE_CATEGORIES } from '@shop/domain/purchase-category';
import { DateField } from '@/components/ui/date-field';
import { categoryLabels } from '../lib/category-labels';
import type { PurchaseFormValues } from '../lib/purchase-form';
import { ProductSearch } from './product-search';
import { useFormat } from '@/lib/i18n/format';

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
  const { t } = useTranslation('purchases');
  const labels = categoryLabels(t);
  const categoryOptions = PURCHASE_CATEGORIES.map((value) => ({ value, label: labels[value] }));
  /** A field's props with its (domain) message in the screen's language. */
  const field = (name: string) => {
    const props = form.getInputProps(`purchases.${index}.${name}`);
    return { ...props, error: typeof props.error === 'string' ? t(props.error, { ns: 'messages' }) : props.error };
  };
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
      <BlockHeading
        number={index + 1}
        earns={earns ? FREE_STRINGING.servicesPerRacket * quantity : 0}
        onRemove={canRemove ? () => form.removeListItem('purchases', index) : null}
      />
      <ProductSearch onPick={pick} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <NumberInput
          label={t('block.productId')}
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...field('product_id')}
        />
        <TextInput label={t('block.productName')} withAsterisk {...field('product_name')} />
        <NumberInput
          label={t('block.price')}
          withAsterisk
          step={0.01}
          decimalScale={2}
          min={0}
          allowNegative={false}
          thousandSeparator=","
          {...field('price')}
        />
        <NumberInput
          label={t('block.quantity')}
          withAsterisk
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          {...field('quantity')}
        />
        <DateField
          label={t('block.purchaseDate')}
          withAsterisk
          max={today}
          clearable={false}
          {...field('purchase_date')}
          value={row.purchase_date}
          onChange={(value) => form.setFieldValue(`purchases.${index}.purchase_date`, value)}
        />
        <Select
          label={t('block.category')}
          withAsterisk
          placeholder={t('block.categoryPlaceholder')}
          data={categoryOptions}
          allowDeselect={false}
          {...field('category')}
          value={row.category || null}
          onChange={(value) => form.setFieldValue(`purchases.${index}.category`, (value ?? '') as typeof row.category)}
        />
      </SimpleGrid>
      {earns ? <EarnsHint /> : null}
    </Card>
  );
}

/** The block's number, the free stringings it earns (0: none), and Remove (null: the only block). */
function BlockHeading({ number, earns, onRemove }: { number: number; earns: number; onRemove: (() => void) | null }) {
  const { t } = useTranslation('purchases');
  return (
    <Group justify="space-between" mb="sm" wrap="nowrap">
      <Group gap="sm">
        <Badge size="lg" radius="sm" variant="light">
          {t('block.title', { number })}
        </Badge>
        {earns > 0 ? (
          <Badge color="teal" variant="dot">
            {t('block.earns', { count: earns })}
          </Badge>
        ) : null}
      </Group>
      {onRemove ? (
        <Tooltip label={t('block.remove')}>
          <ActionIcon variant="subtle" color="red" aria-label={t('block.removeAria', { number })} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** What a purchase that earns free stringings gives: how many, from what amount, for how long. */
function EarnsHint() {
  const { t } = useTranslation('purchases');
  const format = useFormat();
  return (
    <Text size="xs" c="dimmed" mt="xs">
      {t('block.earnsHint', {
        threshold: format.money(FREE_STRINGING.thresholdFils),
        services: FREE_STRINGING.servicesPerRacket,
        months: FREE_STRINGING.validityMonths,
      })}
    </Text>
  );
}
