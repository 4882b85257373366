import { Button, Group, NumberInput, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { completeInstoreRequestSchema, type CompleteInstoreRequest } from '@shop/domain/contracts/complete-instore';
import { firstError, schemaValidate, showServerErrors } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-actions';
import { useFailure } from '@/lib/use-failure';

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

/** The foot of a payment dialog: what happens (dimmed), the one alert, Cancel and the submit button. */
export function PaymentActions({
  note,
  message,
  pending,
  submitLabel,
  onClose,
  color,
}: {
  note: string;
  message: string | null;
  pending: boolean;
  submitLabel: string;
  onClose(): void;
  color?: string;
}) {
  const { t } = useTranslation('bookings');
  return (
    <>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      <FormError message={message} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" color={color} loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}

/**
 * The form of an in-store payment (receipt number, amount prefilled with `amount`): `values()` the parsed request,
 * `onError` the server's refusal on the fields and in the one alert, `message` what that alert shows.
 */
export function usePaymentForm(amount: number) {
  const failure = useFailure();
  const form = useForm<CompleteInstoreRequest>({
    initialValues: { receipt_number: '', amount },
    validate: schemaValidate(completeInstoreRequestSchema),
    onValuesChange: failure.clear,
  });
  return {
    form,
    message: failure.message ?? firstError(form.errors),
    values: (raw: CompleteInstoreRequest) => completeInstoreRequestSchema.parse(raw),
    onError: (error: unknown) => {
      showServerErrors(form, error);
      failure.fail(error, BOOKING_MESSAGES.inStorePaymentFailed);
    },
  };
}
