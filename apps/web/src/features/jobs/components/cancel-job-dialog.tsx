import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-client';
import { FormError } from '@/features/bookings/components/form-actions';
import { useMoveJobStage } from '../api/move-job-stage';
import { JOB_SCREEN_MESSAGES } from '../lib/stage-actions';

const REASON_NEEDED = 'Give the reason for canceling the job.';

/** Cancel job (received or in progress): asks for the reason and a confirmation first. */
export function CancelJobButton({ jobId }: { jobId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconX size={16} />} onClick={() => setOpen(true)}>
        Cancel job
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`Cancel job #${jobId}?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        {open ? <CancelJobForm jobId={jobId} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function CancelJobForm({ jobId, onClose }: { jobId: number; onClose(): void }) {
  const move = useMoveJobStage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : REASON_NEEDED) },
    onValuesChange: () => setFailure(null),
  });
  const submit = form.onSubmit((values) =>
    move.mutate(
      { jobId, stage: 'canceled', reason: values.reason.trim() },
      {
        onSuccess: () => {
          onClose();
          notifications.show({ color: 'green', title: `Job #${jobId}`, message: 'The job was canceled.' });
        },
        onError: (error) => setFailure(errorMessage(error, JOB_SCREEN_MESSAGES.moveFailed)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">The racket is not strung; the job leaves the bench. This cannot be undone.</Text>
        <Textarea
          label="Reason"
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <FormError message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            Keep the job
          </Button>
          <Button type="submit" color="red" loading={move.isPending}>
            Cancel job
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
