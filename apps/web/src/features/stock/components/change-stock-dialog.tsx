import { useState } from 'react';
import { NumberInput, SegmentedControl, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  REEL_CM,
  SET_CM,
  stockAdjustmentSchema,
  stockReceiptSchema,
  type StockItem,
} from '@shop/domain/contracts/stock';
import { schemaValidate } from '@/lib/form';
import { useChangeStock } from '../api/stock';
import { StockForm, StockModal } from './stock-form';
import { useFailure } from '@/lib/use-failure';

export type StockChangeMode = 'receive' | 'adjust';
type Size = 'reel' | 'set' | 'other';

const receiptValidate = schemaValidate(stockReceiptSchema);
const adjustmentValidate = schemaValidate(stockAdjustmentSchema);

/** Receive string (a reel, a set or any length) or adjust the count with a reason, for one string. */
export function ChangeStockDialog(props: { item: StockItem | null; mode: StockChangeMode; onClose(): void }) {
  const { t } = useTranslation('stock');
  const title = props.mode === 'receive' ? t('stock.receive.title') : t('stock.adjust.title');
  return (
    <StockModal item={props.item} title={props.item ? `${title}: ${props.item.name}` : title} onClose={props.onClose}>
      {props.item ? <ChangeStockForm item={props.item} mode={props.mode} onClose={props.onClose} /> : null}
    </StockModal>
  );
}

function ChangeStockForm({ item, mode, onClose }: { item: StockItem; mode: StockChangeMode; onClose(): void }) {
  const { t } = useTranslation('stock');
  const change = useChangeStock();
  const failure = useFailure();
  const [size, setSize] = useState<Size>('reel');
  const form = useForm<{ metres: number | string; reason: string }>({
    initialValues: { metres: mode === 'receive' ? REEL_CM / 100 : '', reason: '' },
    validate: (values) => {
      const body = { string_id: item.string_id, metres: Number(values.metres), reason: values.reason };
      return mode === 'receive' ? receiptValidate(body) : adjustmentValidate(body);
    },
    onValuesChange: failure.clear,
  });
  const chooseSize = (value: string) => {
    setSize(value as Size);
    if (value === 'reel') form.setFieldValue('metres', REEL_CM / 100);
    if (value === 'set') form.setFieldValue('metres', SET_CM / 100);
  };
  const submit = form.onSubmit((values) => {
    const metres = Number(values.metres);
    const input =
      mode === 'receive'
        ? { kind: 'receipt' as const, string_id: item.string_id, metres }
        : { kind: 'adjustment' as const, string_id: item.string_id, metres, reason: values.reason.trim() };
    change.mutate(input, {
      onSuccess: (answer) => {
        onClose();
        notifications.show({
          color: 'green',
          title: item.name,
          message: t('stock.changed', { metres: answer.item.metres.toFixed(2) }),
        });
      },
      onError: (error) => failure.fail(error, t('stock.saveFailed')),
    });
  });
  return (
    <StockForm
      item={item}
      onSubmit={submit}
      errors={form.errors}
      failure={failure.message}
      pending={change.isPending}
      submitLabel={mode === 'receive' ? t('stock.receive.submit') : t('stock.adjust.submit')}
      onCancel={onClose}
    >
      {mode === 'receive' ? (
        <SegmentedControl
          fullWidth
          value={size}
          onChange={chooseSize}
          aria-label={t('stock.receive.size')}
          data={[
            { value: 'reel', label: t('stock.receive.reel') },
            { value: 'set', label: t('stock.receive.set') },
            { value: 'other', label: t('stock.receive.other') },
          ]}
        />
      ) : null}
      <NumberInput
        label={mode === 'receive' ? t('stock.receive.metres') : t('stock.adjust.metres')}
        description={mode === 'adjust' ? t('stock.adjust.hint') : undefined}
        decimalScale={2}
        allowNegative={mode === 'adjust'}
        suffix=" m"
        readOnly={mode === 'receive' && size !== 'other'}
        {...form.getInputProps('metres')}
        error={undefined}
      />
      {mode === 'adjust' ? (
        <TextInput
          label={t('stock.adjust.reason')}
          maxLength={200}
          {...form.getInputProps('reason')}
          error={undefined}
        />
      ) : null}
    </StockForm>
  );
}
