import { Link, useParams } from 'react-router';
import { Button, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { CustomerCard } from '@/components/customer-card';
import { useJob } from '../api/get-job';
import { EditSpecButton } from '../components/edit-spec-dialog';
import { IntakeCard } from '../components/intake-card';
import { JobActions } from '../components/job-actions';
import { JobHeader } from '../components/job-header';
import { JobPaymentCard } from '../components/job-payment-card';
import { JobTimeline } from '../components/job-timeline';
import { ReadyMessageCard } from '../components/ready-message-card';
import { WhatsAppMessagesCard } from '../components/whatsapp-messages-card';
import { SpecCard } from '../components/spec-card';
import { StatusLinkCard } from '../components/status-link-card';
import { BENCH_PATH } from '@/lib/job-paths';
import { canEditIntake, canEditPhotos, canEditSpec } from '../lib/permissions';
import { can } from '@shop/domain/policies';
import { jobMessages } from '../lib/job-text';
import { DirectionIcon } from '@/components/ui/direction-icon';

function validId(text: string | undefined): number | null {
  return text && /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/**
 * /dashboard/jobs/{id} (the tag's QR code): the job's stage, customer, spec, intake check, actions,
 * ready message and timeline. Two columns on wide screens; on a phone the actions come first after
 * the header, so the stringer's next click is at hand (Start, Mark ready, Collect with the payment).
 */
export default function JobPage() {
  const { t } = useTranslation('jobs');
  const messages = jobMessages(t);
  const jobId = validId(useParams().jobId);
  const job = useJob(jobId);
  const back = (
    <Button
      component={Link}
      to={BENCH_PATH}
      variant="subtle"
      leftSection={<DirectionIcon toward="back" size={16} />}
      w="fit-content"
    >
      {t('job.back')}
    </Button>
  );
  if (jobId === null) return <ErrorState message={messages.badLink} />;
  if (job.isPending) return <LoadingState label={t('job.loading')} />;
  if (job.isError) {
    return (
      <Stack gap="md">
        {back}
        <ErrorState message={errorMessage(job.error, messages.jobFailed)} onRetry={() => void job.refetch()} />
      </Stack>
    );
  }
  const data = job.data;
  const role = getRole();
  const customer = {
    id: data.customer_id,
    name: data.customer_name,
    email: data.customer_email || null,
    phone: data.customer_phone,
  };
  return (
    <Stack gap="lg">
      {back}
      <JobHeader job={data} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <SpecCard spec={data.spec} action={canEditSpec(data, role) ? <EditSpecButton job={data} /> : null} />
            <IntakeCard
              jobId={data.job_id}
              intake={data.intake}
              editable={canEditIntake(data, role)}
              photos={data.photos}
              photosEditable={canEditPhotos(data, role)}
              canDeletePhotos={can(role, 'jobs:deletePhoto')}
            />
            <JobTimeline history={data.history} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <JobActions job={data} />
            <JobPaymentCard job={data} />
            <ReadyMessageCard job={data} />
            <StatusLinkCard jobId={data.job_id} />
            <WhatsAppMessagesCard job={data} />
            <CustomerCard customer={customer} compact />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
