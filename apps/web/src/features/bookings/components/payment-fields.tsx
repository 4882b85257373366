import { NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CompleteInstoreRequest } from '@shop/domain/contracts/complete-instore';
import { useTranslation } from 'react-i18next';

/**
 * The counter's two fields of an in-store payment: the receipt number from the till (focused) and the amount in AED.
 * Their messages show in the one alert of the dialog; the fields are only marked.
 */
export function PaymentFields({
  form,
  amountLabel,
}: {
  form: UseFormReturnType<CompleteInstoreRequest>;
  amountLabel?: string;
}) {
  const { t } = useTranslation('bookings');
  return (
    <>
      <TextInput
        label={t('instore.receipt')}
        placeholder={t('instore.receiptPlaceholder')}
        {...form.getInputProps('receipt_number')}
        error={!!form.errors.receipt_number}
        data-autofocus
      />
      <NumberInput
        label={amountLabel ?? t('instore.amount')}
        min={0}
        step={0.01}
        decimalScale={2}
        hideControls
        {...form.getInputProps('amount')}
        error={!!form.errors.amount}
      />
    </>
  );
}
