import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { customerRacketInputSchema, type CustomerRacket, type CustomerRacketInput } from '@shop/domain/contracts/jobs';
import { errorMessage } from '@/lib/api-client';
import { schemaValidate, showServerErrors } from '@/lib/form';
import { RacketFields } from '@/components/spec/racket-fields';
import type { RacketValues } from '@/lib/spec-values';
import { useSaveCustomerRacket } from '@/api/customer-rackets';

type RacketFormValues = RacketValues & { nickname: string; notes: string };

const validateRacket = schemaValidate(customerRacketInputSchema);

function toInput(values: RacketFormValues): CustomerRacketInput {
  return { ...values, head_size: typeof values.head_size === 'number' ? values.head_size : null };
}

/**
 * Add or edit one of a customer's rackets (brand, model, pattern, head size, nickname, notes), checked with
 * the domain's customerRacketInputSchema and saved at once (POST, or PUT for `racket`). The customer page and
 * the booking flow's "Add a racket" both use it.
 */
export function RacketDialog({
  customerId,
  racket,
  opened,
  onClose,
  onSaved,
}: {
  customerId: number;
  racket?: CustomerRacket | null;
  opened: boolean;
  onClose(): void;
  onSaved?(racket: CustomerRacket): void;
}) {
  const { t } = useTranslation('customers');
  return (
    <Modal opened={opened} onClose={onClose} title={racket ? t('rackets.edit') : t('rackets.addA')} size="lg">
      {opened ? <RacketDialogForm customerId={customerId} racket={racket} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function RacketDialogForm({
  customerId,
  racket,
  onClose,
  onSaved,
}: {
  customerId: number;
  racket?: CustomerRacket | null;
  onClose(): void;
  onSaved?(racket: CustomerRacket): void;
}) {
  const { t } = useTranslation('customers');
  const save = useSaveCustomerRacket();
  const form = useForm<RacketFormValues>({
    initialValues: {
      brand: racket?.brand ?? '',
      model: racket?.model ?? '',
      pattern: racket?.pattern ?? '',
      head_size: racket?.head_size ?? '',
      nickname: racket?.nickname ?? '',
      notes: racket?.notes ?? '',
    },
    validate: (values) => validateRacket(toInput(values)),
  });
  const { values, errors } = form;

  const submit = form.onSubmit((v) =>
    save.mutate(
      { customerId, racketId: racket?.racket_id ?? null, racket: toInput(v) },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={racket ? t('rackets.edit') : t('rackets.addA')}>
      <Stack gap="sm">
        <RacketFields
          value={values}
          errors={{ brand: errors.brand, model: errors.model, pattern: errors.pattern, head_size: errors.head_size }}
          onField={(field, next) => {
            form.setValues((prev) => ({ ...prev, [field]: next }));
            form.clearFieldError(field);
          }}
          autoFocus
        />
        <TextInput
          label={t('rackets.nickname')}
          placeholder={t('rackets.nicknamePlaceholder')}
          {...form.getInputProps('nickname')}
        />
        <Textarea label={t('rackets.notes')} autosize minRows={2} {...form.getInputProps('notes')} />
        {save.error ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorMessage(save.error, t('rackets.saveFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {racket ? t('rackets.save') : t('rackets.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
