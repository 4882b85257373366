import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '@tabler/icons-react';
import { PURCHASE_MESSAGES, type PurchaseProduct } from '@shop/domain/contracts/purchases';
import { aed } from '@shop/domain/money';
import { errorMessage } from '@/lib/api-client';
import { usePurchaseProducts } from '../api/find-purchase-products';
import { categoryLabels } from '../lib/category-labels';
import { useFormat } from '@/lib/i18n/format';

/** Picks a product from the store platform's catalogue (search by name, SKU or id); the block fills itself from it. */
export function ProductSearch({
  onPick,
  label,
  description,
}: {
  onPick(product: PurchaseProduct): void;
  /** Another label than the Add Purchases one (the counter's "Racket bought now"). */
  label?: string;
  description?: string;
}) {
  const { t } = useTranslation('purchases');
  const format = useFormat();
  const labels = categoryLabels(t);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = usePurchaseProducts(debounced);
  const items = found.data?.items ?? [];
  const data = items.map((p) => ({
    value: String(p.id),
    label: `${p.name} · #${p.id} · ${format.money(aed(p.price))}${p.category ? ` · ${labels[p.category]}` : ''}`,
  }));
  return (
    <Select
      label={label ?? t('search.label')}
      description={description}
      placeholder={t('search.placeholder')}
      leftSection={<IconSearch size={16} />}
      data={data}
      value={null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already filtered by the words typed.
      filter={({ options }) => options}
      onChange={(value) => {
        const product = items.find((p) => String(p.id) === value);
        if (!product) return;
        onPick(product);
        setSearch('');
      }}
      nothingFoundMessage={
        debounced.trim() && !found.isFetching ? t(PURCHASE_MESSAGES.productsNone, { ns: 'messages' }) : undefined
      }
      error={
        found.isError
          ? t(errorMessage(found.error, PURCHASE_MESSAGES.productSearchFailed), { ns: 'messages' })
          : undefined
      }
      mb="sm"
    />
  );
}
