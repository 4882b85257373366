import { Link } from 'react-router';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { DirectionIcon } from '@/components/ui/direction-icon';
import { useOpenJobReceipt, useOpenJobTag } from '../api/get-job-tag';
import { jobMessages } from '../lib/job-text';
import { jobPath } from '@/lib/job-paths';

function BookedJob({ jobId }: { jobId: number }) {
  const { t } = useTranslation('jobs');
  const tag = useOpenJobTag();
  const receipt = useOpenJobReceipt();
  const failed = (fallback: string) => (failure: unknown) =>
    notifications.show({
      color: 'red',
      title: t('job.number', { id: jobId }),
      message: errorMessage(failure, fallback),
    });
  const print = () => tag.mutate({ jobId, layout: 'label' }, { onError: failed(jobMessages(t).tagFailed) });
  const printReceipt = () => receipt.mutate({ jobId, layout: '80mm' }, { onError: failed(t('actions.receiptFailed')) });
  return (
    <Paper withBorder p="sm" radius="md" w="100%">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{t('job.number', { id: jobId })}</Text>
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<IconPrinter size={16} />}
            loading={tag.isPending}
            onClick={print}
            aria-label={t('booked.printTag', { id: jobId })}
          >
            {t('actions.printTag')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconReceipt size={16} />}
            loading={receipt.isPending}
            onClick={printReceipt}
            aria-label={t('booked.printReceipt', { id: jobId })}
          >
            {t('actions.printReceipt')}
          </Button>
          <Button
            component={Link}
            to={jobPath(jobId)}
            variant="light"
            rightSection={<DirectionIcon toward="forward" kind="chevron" size={14} />}
            aria-label={t('columns.openJob', { id: jobId })}
          >
            {t('booked.openJob')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The jobs a checkout has just made (a job's number is its booking's): for each, Print tag (the 62 mm label, in one
 * click), Print receipt (the customer's, 80 mm, with their status link) and its job page, so the racket is tagged before it leaves the counter. Shown to staff only (a session):
 * a customer's own browser on a payment page sees nothing here.
 */
export function BookedJobs({ bookingIds }: { bookingIds: readonly number[] }) {
  if (!getToken() || bookingIds.length === 0) return null;
  return (
    <Stack gap="xs" w="100%">
      {bookingIds.map((id) => (
        <BookedJob key={id} jobId={id} />
      ))}
    </Stack>
  );
}
