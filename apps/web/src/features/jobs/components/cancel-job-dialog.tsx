import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-actions';
import { useMoveJobStage } from '../api/move-job-stage';
import { jobMessages } from '../lib/job-text';
import { useFailure } from '@/lib/use-failure';

/** Cancel job (received or in progress): asks for the reason and a confirmation first. */
export function CancelJobButton({ jobId }: { jobId: number }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconX size={16} />} onClick={() => setOpen(true)}>
        {t('cancel.button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('cancel.title', { id: jobId })} centered>
        {open ? <CancelJobForm jobId={jobId} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function CancelJobForm({ jobId, onClose }: { jobId: number; onClose(): void }) {
  const { t } = useTranslation('jobs');
  const move = useMoveJobStage();
  const failure = useFailure();
  const form = useForm({
    initialValues: { reason: '' },
    // Marks the field; the message is translated as it renders, so it follows a language change.
    validate: { reason: (value) => (value.trim() ? null : 'reasonNeeded') },
    onValuesChange: failure.clear,
  });
  const submit = form.onSubmit((values) =>
    move.mutate(
      { jobId, stage: 'canceled', reason: values.reason.trim() },
      {
        onSuccess: () => {
          onClose();
          notifications.show({ color: 'green', title: t('job.number', { id: jobId }), message: t('cancel.done') });
        },
        onError: (error) => failure.fail(error, jobMessages(t).moveFailed),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('cancel.explain')}</Text>
        <Textarea
          label={t('cancel.reason')}
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
          {...form.getInputProps('reason')}
          error={form.errors.reason ? t('cancel.reasonNeeded') : undefined}
        />
        <FormError message={failure.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            {t('cancel.keep')}
          </Button>
          <Button type="submit" color="red" loading={move.isPending}>
            {t('cancel.button')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
