import { NumberInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { stockThresholdSchema, type StockItem } from '@shop/domain/contracts/stock';
import { schemaValidate } from '@/lib/form';
import { useSetThreshold } from '../api/stock';
import { StockForm, StockModal } from './stock-form';
import { useFailure } from '@/lib/use-failure';

const validate = schemaValidate(stockThresholdSchema);

/** The string's low-stock threshold (admins): metres with one decimal; 0 turns the low warning off. */
export function ThresholdDialog({ item, onClose }: { item: StockItem | null; onClose(): void }) {
  const { t } = useTranslation('stock');
  return (
    <StockModal item={item} title={item ? t('stock.threshold.title', { name: item.name }) : ''} onClose={onClose}>
      {item ? <ThresholdForm item={item} onClose={onClose} /> : null}
    </StockModal>
  );
}

function ThresholdForm({ item, onClose }: { item: StockItem; onClose(): void }) {
  const { t } = useTranslation('stock');
  const save = useSetThreshold();
  const failure = useFailure();
  const form = useForm<{ metres: number | string }>({
    initialValues: { metres: item.threshold },
    validate: (values) => validate({ metres: values.metres === '' ? undefined : Number(values.metres) }),
    onValuesChange: failure.clear,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { stringId: item.string_id, metres: Number(values.metres) },
      { onSuccess: onClose, onError: (error) => failure.fail(error, t('stock.saveFailed')) },
    ),
  );
  return (
    <StockForm
      item={item}
      onSubmit={submit}
      errors={form.errors}
      failure={failure.message}
      pending={save.isPending}
      submitLabel={t('stock.threshold.submit')}
      onCancel={onClose}
    >
      <NumberInput
        label={t('stock.threshold.metres')}
        description={t('stock.threshold.hint')}
        decimalScale={1}
        allowNegative={false}
        min={0}
        max={1000}
        suffix=" m"
        data-autofocus
        {...form.getInputProps('metres')}
        error={undefined}
      />
    </StockForm>
  );
}
