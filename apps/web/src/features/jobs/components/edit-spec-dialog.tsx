import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobSpecInput, JobView } from '@shop/domain/contracts/jobs';
import { useUpdateJobSpec } from '../api/update-job-spec';
import { specViewToInput } from '@/lib/spec-values';
import { aed } from '@shop/domain/money';
import { useFormat } from '@/lib/i18n/format';
import { SpecForm } from '@/components/spec/spec-form';
import { LoadingState } from '@/components/ui/loading-state';
import { useCustomerRackets } from '@/api/customer-rackets';
import { useDefaultSpec } from '@/api/default-spec';
import { startingSpec } from '../lib/starting-spec';

/** Edit spec: the spec form in a dialog (full screen on a phone), saved with PUT /api/jobs/{id}/spec. */
export function EditSpecButton({ job }: { job: JobView }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const save = useUpdateJobSpec();
  const format = useFormat();
  // A job without a spec starts from what it knows: its racket, its booked string, the shop's default tensions.
  const fresh = open && !job.spec;
  const rackets = useCustomerRackets(fresh && job.racket_id !== null ? job.customer_id : 0);
  const defaults = useDefaultSpec(fresh && job.service_kind === 'string');
  const starting = fresh && (rackets.isLoading || defaults.isLoading);
  const close = () => {
    save.reset();
    setOpen(false);
  };
  const submit = (spec: JobSpecInput) =>
    save.mutate(
      { jobId: job.job_id, spec },
      {
        onSuccess: (saved) => {
          setOpen(false);
          // The server's sentence, and when the strings changed the price, the new price and what is still due.
          const price =
            saved.price_change === 0
              ? ''
              : ` ${t('spec.newPrice', { price: format.money(aed(saved.price)), due: format.money(aed(saved.balance_due)) })}`;
          notifications.show({
            color: 'green',
            title: t('job.number', { id: job.job_id }),
            message: `${t(saved.message, { ns: 'messages' })}${price}`,
            autoClose: saved.price_change === 0 ? undefined : 10_000,
          });
        },
      },
    );
  return (
    <>
      <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => setOpen(true)}>
        {t('spec.edit')}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={t('spec.dialogTitle', { id: job.job_id })}
        size="xl"
        fullScreen={phone}
      >
        {starting ? (
          <LoadingState label={t('spec.loading')} />
        ) : open ? (
          <SpecForm
            initial={
              job.spec
                ? specViewToInput(job.spec)
                : startingSpec(
                    job,
                    rackets.data?.find((r) => r.racket_id === job.racket_id),
                    defaults.data,
                  )
            }
            variant={job.service_kind === 'grip' ? 'grip' : 'string'}
            onSubmit={submit}
            onCancel={close}
            submitting={save.isPending}
            error={save.error}
          />
        ) : null}
      </Modal>
    </>
  );
}
