import { useState } from 'react';
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
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
import { errorMessage } from '@/lib/api-client';
import { firstError, schemaValidate } from '@/lib/form';
import { FormError } from '@/features/bookings/components/form-actions';
import { useChangeStock } from '../api/stock';

export type StockChangeMode = 'receive' | 'adjust';
type Size = 'reel' | 'set' | 'other';

const receiptValidate = schemaValidate(stockReceiptSchema);
const adjustmentValidate = schemaValidate(stockAdjustmentSchema);

/** Receive string (a reel, a set or any length) or adjust the count with a reason, for one string. */
export function ChangeStockDialog(props: { item: StockItem | null; mode: StockChangeMode; onClose(): void }) {
  const { t } = useTranslation('stock');
  const title = props.mode === 'receive' ? t('stock.receive.title') : t('stock.adjust.title');
  return (
    <Modal
      opened={props.item !== null}
      onClose={props.onClose}
      title={props.item ? `${title}: ${props.item.name}` : title}
      closeButtonProps={{ 'aria-label': t('stock.close') }}
      centered
    >
      {props.item ? <ChangeStockForm item={props.item} mode={props.mode} onClose={props.onClose} /> : null}
    </Modal>
  );
}

function ChangeStockForm({ item, mode, onClose }: { item: StockItem; mode: StockChangeMode; onClose(): void }) {
  const { t } = useTranslation('stock');
  const change = useChangeStock();
  const [failure, setFailure] = useState<string | null>(null);
  const [size, setSize] = useState<Size>('reel');
  const form = useForm<{ metres: number | string; reason: string }>({
    initialValues: { metres: mode === 'receive' ? REEL_CM / 100 : '', reason: '' },
    validate: (values) => {
      const body = { string_id: item.string_id, metres: Number(values.metres), reason: values.reason };
      return mode === 'receive' ? receiptValidate(body) : adjustmentValidate(body);
    },
    onValuesChange: () => setFailure(null),
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
          closeButtonProps: { 'aria-label': t('stock.close') },
        });
      },
      onError: (error) => setFailure(t(errorMessage(error, t('stock.saveFailed')), { ns: 'messages' })),
    });
  });
  const error = failure ?? (firstError(form.errors) ? t(firstError(form.errors)!, { ns: 'messages' }) : null);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('stock.now', { metres: item.metres.toFixed(2) })}
        </Text>
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
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            {t('stock.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {mode === 'receive' ? t('stock.receive.submit') : t('stock.adjust.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
