import { Card, Stack, Text, Title } from '@mantine/core';
import { can } from '@shop/domain/policies';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { SpecForm } from '@/features/jobs/components/spec-form';
import { specSummary } from '@/features/jobs/lib/spec-summary';
import { useDefaultSpec, useSaveDefaultSpec } from '../api/default-spec';

/** The default has no racket: its one line names strings and tensions only. */
const NO_RACKET = { brand: '', model: '', pattern: '', head_size: null };

/**
 * The shop's default string job, the spec a new racket starts from in the booking flow: the superadmin
 * edits it with the spec form; an admin reads it.
 */
export function DefaultSpecCard() {
  const spec = useDefaultSpec();
  const save = useSaveDefaultSpec();
  const editable = can(getRole(), 'settings:edit');

  return (
    <Card component="section" aria-labelledby="default-spec-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="default-spec-title">
            Default string job
          </Title>
          <Text size="sm" c="dimmed">
            What a racket new to the shop starts from at the counter: strings, tensions, pre-stretch, knots and stencil.{' '}
            {editable ? '' : 'Only a super admin can change it.'}
          </Text>
        </div>
        {spec.isPending ? <LoadingState label="Loading the default string job…" /> : null}
        {spec.isError ? (
          <ErrorState
            message={errorMessage(spec.error, 'The default string job could not be loaded.')}
            onRetry={() => void spec.refetch()}
          />
        ) : null}
        {save.isSuccess && !save.isPending ? (
          <Text size="sm" c="teal" role="status">
            The default string job is saved.
          </Text>
        ) : null}
        {spec.data ? (
          editable ? (
            <SpecForm
              initial={spec.data}
              showRacket={false}
              submitting={save.isPending}
              submitLabel="Save default"
              error={save.error}
              onSubmit={(next) => save.mutate(next)}
            />
          ) : (
            <Text fw={500}>{specSummary({ ...spec.data, racket: NO_RACKET })}</Text>
          )
        ) : null}
      </Stack>
    </Card>
  );
}
