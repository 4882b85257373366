import { useState } from 'react';
import { Button, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconHandStop } from '@tabler/icons-react';
import { completeInstoreRequestSchema, type CompleteInstoreRequest } from '@shop/domain/contracts/complete-instore';
import type { JobView } from '@shop/domain/contracts/jobs';
import { aed } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { firstError, schemaValidate, showServerErrors } from '@/lib/form';
import { useFormat } from '@/lib/i18n/format';
import { PaymentActions, PaymentFields } from '@/components/payment-fields';
import { useCollectJob } from '../api/collect-job';
import { useJob } from '../api/get-job';
import { jobMessages } from '../lib/job-text';
import { useFailure } from '@/lib/use-failure';

/**
 * The handover in one dialog (POST /api/jobs/{id}/collect): the balance due, if any, prefilled with the receipt number
 * to type; the booking is completed with it and the racket recorded as handed over by whoever is signed in. Used by
 * the bench (rows and phone cards) and the job page; other screens open it with a job id.
 */
export function CollectDialog({ jobId, opened, onClose }: { jobId: number; opened: boolean; onClose(): void }) {
  const { t } = useTranslation('jobs');
  return (
    <Modal opened={opened} onClose={onClose} title={t('collect.title', { id: jobId })} centered>
      {opened ? <CollectBody jobId={jobId} onClose={onClose} /> : null}
    </Modal>
  );
}

/** "Collect" on a ready job: opens the handover dialog. */
export function CollectButton({ jobId, ...props }: { jobId: number } & ButtonProps) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="md"
        color="dark"
        leftSection={<IconHandStop size={18} />}
        aria-label={t('collect.aria', { id: jobId })}
        onClick={() => setOpen(true)}
        {...props}
      >
        {t('collect.action')}
      </Button>
      <CollectDialog jobId={jobId} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}

function CollectBody({ jobId, onClose }: { jobId: number; onClose(): void }) {
  const { t } = useTranslation('jobs');
  const job = useJob(jobId);
  if (job.isPending) return <LoadingState label={t('job.loading')} />;
  if (job.isError)
    return (
      <ErrorState message={errorMessage(job.error, jobMessages(t).jobFailed)} onRetry={() => void job.refetch()} />
    );
  return <CollectForm job={job.data} onClose={onClose} />;
}

function CollectForm({ job, onClose }: { job: JobView; onClose(): void }) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  const collect = useCollectJob();
  const failure = useFailure();
  const due = job.balance_due > 0;
  const form = useForm<CompleteInstoreRequest>({
    initialValues: { receipt_number: '', amount: job.balance_due },
    validate: due ? schemaValidate(completeInstoreRequestSchema) : () => ({}),
    onValuesChange: failure.clear,
  });
  const submit = form.onSubmit((values) => {
    const payment = due ? completeInstoreRequestSchema.parse(values) : undefined;
    collect.mutate(
      { jobId: job.job_id, ...(payment ? { payment } : {}) },
      {
        onSuccess: (response) => {
          onClose();
          notifications.show({
            color: 'green',
            title: t('job.number', { id: job.job_id }),
            message: t(response.message, { ns: 'messages' }),
          });
        },
        onError: (error) => {
          // The payment's fields come back as payment.amount / payment.receipt_number.
          showServerErrors({ setErrors: (errors) => form.setErrors(unprefixed(errors)) }, error);
          failure.fail(error, t('collect.failed'));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('collect.intro', { name: job.customer_name, racket: job.racket || t('job.racketNotNamed') })}
        </Text>
        {due ? (
          <>
            <Text size="sm" fw={600}>
              {t('collect.balance', { amount: format.money(aed(job.balance_due)) })}
            </Text>
            <PaymentFields form={form} />
          </>
        ) : (
          <Text size="sm">{t('collect.nothingDue')}</Text>
        )}
        <PaymentActions
          note={t('collect.byYou')}
          message={failure.message ?? firstError(form.errors)}
          pending={collect.isPending}
          submitLabel={due ? t('collect.submitPaid') : t('collect.submit')}
          onClose={onClose}
          color="dark"
        />
      </Stack>
    </form>
  );
}

/** Server field names of the nested payment, as the form's own. */
function unprefixed(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([key, value]) => [key.replace(/^payment\./, ''), value]));
}
