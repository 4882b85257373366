import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { findGrip } from '@shop/domain/catalogue';
import {
  editBookingFormSchema,
  type BookingDraft,
  type EditBookingFormValues,
} from '@shop/domain/contracts/checkout-draft';
import { visibleGrips } from '@shop/domain/pickup';
import { schemaValidate, unshownError } from '@/lib/form';
import { FormError } from '@/components/form-actions';
import { GripTable } from './grip-table';
import { StringPicker } from './string-picker';
import { useTranslation } from 'react-i18next';

/** The fields that show their own message: the form's alert says only the others. */
const SHOWN_ON_FIELDS = ['racketName', 'stringId', 'gripId'];
/** Changes a line's string or grip within its type (the checkout's mode stays), and its racket name. */
export function EditBookingModal({
  draft,
  onClose,
  onSave,
}: {
  draft: BookingDraft | null;
  onClose(): void;
  onSave(draft: BookingDraft): void;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Modal opened={!!draft} onClose={onClose} title={t('edit.title')} size="lg" centered>
      {draft ? <EditForm key={draft.invoiceNo} draft={draft} onClose={onClose} onSave={onSave} /> : null}
    </Modal>
  );
}

function EditForm({
  draft,
  onClose,
  onSave,
}: {
  draft: BookingDraft;
  onClose(): void;
  onSave(draft: BookingDraft): void;
}) {
  const { t } = useTranslation('bookings');
  const racketFixed = draft.freeService || !!draft.rp_id;
  const form = useForm<EditBookingFormValues>({
    initialValues: {
      serviceKind: draft.serviceKind,
      stringId: draft.stringId,
      gripId: draft.gripId,
      racketName: draft.racketName,
      racketFixed,
    },
    validate: schemaValidate(editBookingFormSchema),
  });
  const values = form.getValues();

  // The type stays the line's (the pickers are locked to it), so the checkout's mode cannot change here.
  const save = form.onSubmit((v) =>
    onSave({
      ...draft,
      racketName: racketFixed ? draft.racketName : (v.racketName ?? '').trim(),
      stringId: draft.serviceKind === 'string' ? v.stringId : null,
      gripId: draft.serviceKind === 'grip' ? v.gripId : null,
      gripType: draft.serviceKind === 'grip' ? (findGrip(v.gripId)?.type ?? draft.gripType) : null,
    }),
  );

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <TextInput label={t('racketName')} disabled={racketFixed} {...form.getInputProps('racketName')} />
        {draft.serviceKind === 'string' ? (
          <StringPicker
            stringId={values.stringId}
            type={draft.stringType}
            free={draft.freeService}
            lockType
            error={form.errors.stringId}
            onChange={({ stringId }) => form.setFieldValue('stringId', stringId)}
          />
        ) : (
          <GripTable
            rows={visibleGrips({ lock: draft.gripType })}
            value={values.gripId}
            error={form.errors.gripId}
            onChange={(g) => form.setFieldValue('gripId', g.grip_id)}
          />
        )}
        <FormError message={unshownError(form.errors, SHOWN_ON_FIELDS)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t('edit.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
