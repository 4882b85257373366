import type { ReactNode } from 'react';
import { Chip, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { QUICK_PICK_STRING_IDS, STRING_PRODUCTS_LIST, stringVariant, type ServiceType } from '@shop/domain/catalogue';
import { entryPrice, freeLinePrice } from '@shop/domain/pricing';
import type { Fils } from '@shop/domain/money';
import { serviceTypeLabel } from '../lib/labels';
import { useFormat } from '@/lib/i18n/format';
import { Ltr } from '@/components/ui/ltr';
import { useTranslation } from 'react-i18next';
import { useCatalogueStock } from '@/api/catalogue-stock';
import { StockStatusBadge } from '@/components/stock-status-badge';

const SERVICE_TYPES = ['Regular', 'Express'] as const;

const options = STRING_PRODUCTS_LIST.map((s) => ({ value: String(s.string_id), label: `${s.name} (${s.brand})` }));

/**
 * Choose a string product and its service type (Regular or Express); the chosen catalogue entry
 * is the product's entry of that type. Prices shown include the free-service discount when free.
 */
export function StringPicker(props: {
  stringId: number | null;
  type: ServiceType | null;
  free: boolean;
  onChange(value: { stringId: number | null; type: ServiceType | null }): void;
  /** Edit mode keeps the line's type (the checkout's mode must not change underneath it). */
  lockType?: boolean;
  error?: ReactNode;
  /**
   * A racket's spec is on the form: its strings are the line's string (one choice, not two pickers). The select
   * gives way to a line naming the priced string; a quick pick strings both sides of the spec.
   */
  pricedBySpec?: { hybrid: boolean } | null;
}) {
  const { t } = useTranslation('bookings');
  const regular = props.stringId ? stringVariant(props.stringId, 'Regular') : undefined;
  const stockStatus = useCatalogueStock(); // each string's status from GET /api/catalogue (the stock)
  const outOfStock = (id: number) => stockStatus(id) === 'Out of Stock';
  const priceOf = (type: ServiceType) => {
    const entry = regular ? stringVariant(regular.string_id, type) : undefined;
    if (!entry) return null;
    return props.free ? freeLinePrice(entry) : entryPrice(entry);
  };
  const choose = (productId: number | null, type: ServiceType | null) => {
    const entry = productId && type ? stringVariant(productId, type) : undefined;
    props.onChange({ stringId: entry?.string_id ?? productId, type });
  };
  const bySpec = props.pricedBySpec ?? null;
  return (
    <Stack gap="sm">
      {bySpec ? (
        <Text size="sm" data-testid="priced-by-spec">
          {regular
            ? bySpec.hybrid
              ? t('picker.bySpecHybrid', { name: regular.name })
              : t('picker.bySpec', { name: regular.name })
            : t('picker.bySpecMissing')}
        </Text>
      ) : (
        <Select
          label={t('string')}
          placeholder={t('picker.choose')}
          searchable
          data={options.map((o) => ({ ...o, disabled: outOfStock(Number(o.value)) }))}
          value={regular ? String(regular.string_id) : null}
          onChange={(value) => choose(value ? Number(value) : null, props.type)}
          nothingFoundMessage={t('picker.nothing')}
          renderOption={({ option }) => {
            const s = STRING_PRODUCTS_LIST.find((x) => String(x.string_id) === option.value);
            return (
              <Group justify="space-between" wrap="nowrap" w="100%">
                <Text size="sm">{option.label}</Text>
                {s ? <StockStatusBadge size="xs" status={stockStatus(s.string_id) ?? s.stockStatus} /> : null}
              </Group>
            );
          }}
        />
      )}
      {props.lockType ? null : (
        <QuickPicks
          selected={regular?.string_id ?? null}
          outOfStock={outOfStock}
          onPick={(id) => choose(id, props.type)}
        />
      )}
      {regular && !bySpec ? (
        <Text size="xs" c="dimmed" component="div">
          {regular.brand} ·{' '}
          <StockStatusBadge size="xs" status={stockStatus(regular.string_id) ?? regular.stockStatus} />
        </Text>
      ) : null}
      <Radio.Group
        label={t('serviceType')}
        value={props.type ?? ''}
        onChange={(value) => choose(regular?.string_id ?? null, value as ServiceType)}
        // Marked red; the sentence itself is the form's one alert below (it was said twice).
        error={!bySpec && !!props.error}
      >
        <ServiceTypeCards type={props.type} lockType={props.lockType ?? false} priceOf={priceOf} />
      </Radio.Group>
    </Stack>
  );
}

/** The popular strings, one click each (an out-of-stock one disabled). */
function QuickPicks(props: { selected: number | null; outOfStock(id: number): boolean; onPick(id: number): void }) {
  const { t } = useTranslation('bookings');
  return (
    <Group gap={6} aria-label={t('picker.popularAria')} role="group">
      <Text size="xs" c="dimmed">
        {t('picker.popular')}
      </Text>
      {QUICK_PICK_STRING_IDS.map((id) => {
        const product = STRING_PRODUCTS_LIST.find((s) => s.string_id === id);
        if (!product) return null;
        return (
          <Chip
            key={id}
            size="xs"
            checked={props.selected === id}
            disabled={props.outOfStock(id)}
            onChange={() => props.onPick(id)}
          >
            {product.name}
          </Chip>
        );
      })}
    </Group>
  );
}

/** Regular and Express as cards, each with its turnaround and price; a locked type leaves the other disabled. */
function ServiceTypeCards({
  type: chosen,
  lockType,
  priceOf,
}: {
  type: ServiceType | null;
  lockType: boolean;
  priceOf(type: ServiceType): Fils | null;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="sm">
      {SERVICE_TYPES.map((type) => {
        const price = priceOf(type);
        const disabled = lockType && chosen !== null && chosen !== type;
        return (
          <Radio.Card
            key={type}
            value={type}
            p="md"
            radius="md"
            disabled={disabled}
            style={disabled ? { opacity: 0.5 } : undefined}
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600} size="sm">
                  {serviceTypeLabel(t, type)}
                </Text>
                <Text size="xs" c="dimmed">
                  {type === 'Express' ? t('picker.sameDay') : t('picker.days')}
                  {price !== null ? (
                    <>
                      {' '}
                      · <Ltr>{format.money(price)}</Ltr>
                    </>
                  ) : null}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        );
      })}
    </SimpleGrid>
  );
}
