import { Card, Stack, Text, Title } from '@mantine/core';
import { can } from '@shop/domain/policies';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from 'react-i18next';
import { getRole } from '@/lib/session';
import { SpecForm } from '@/components/spec/spec-form';
import { specSummary } from '@/lib/spec-summary';
import { useDefaultSpec, useSaveDefaultSpec } from '@/api/default-spec';

/** The default has no racket: its one line names strings and tensions only. */
const NO_RACKET = { brand: '', model: '', pattern: '', head_size: null };

/**
 * The shop's default string job, the spec a new racket starts from in the booking flow: the superadmin
 * edits it with the spec form; an admin reads it.
 */
export function DefaultSpecCard() {
  const { t } = useTranslation('settings');
  const spec = useDefaultSpec();
  const save = useSaveDefaultSpec();
  const editable = can(getRole(), 'settings:edit');

  return (
    <Card component="section" aria-labelledby="default-spec-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="default-spec-title">
            {t('spec.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('spec.description')} {editable ? '' : t('spec.onlySuperadmin')}
          </Text>
        </div>
        {spec.isPending ? <LoadingState label={t('spec.loading')} /> : null}
        {spec.isError ? (
          <ErrorState message={errorMessage(spec.error, t('spec.loadFailed'))} onRetry={() => void spec.refetch()} />
        ) : null}
        {save.isSuccess && !save.isPending ? (
          <Text size="sm" c="teal" role="status">
            {t('spec.saved')}
          </Text>
        ) : null}
        {spec.data ? (
          editable ? (
            <SpecForm
              initial={spec.data}
              showRacket={false}
              submitting={save.isPending}
              submitLabel={t('spec.save')}
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
