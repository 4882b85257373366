import { useEffect } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobSpecInput } from '@shop/domain/contracts/jobs';
import { errorMessage } from '@/lib/api-client';
import { firstError, showServerErrors } from '@/lib/form';
import { valuesToSpec, type SpecVariant } from '@/lib/spec-values';
import { SpecFields } from '@/components/spec/spec-fields';
import { useSpecForm } from '@/components/spec/use-spec-form';

/**
 * A job's spec as a form of its own (the job page's dialog, the settings card): `initial` fills it,
 * `onSubmit` gets the request (jobSpecInputSchema's shape) once the domain's schema accepts it. A
 * refused save passes its error back as `error`: its sentence shows above the buttons and a 400's
 * fields on the fields.
 */
export function SpecForm({
  initial,
  onSubmit,
  submitting = false,
  submitLabel,
  onCancel,
  variant = 'string',
  readOnly = false,
  showRacket = true,
  error,
}: {
  initial?: JobSpecInput | null;
  onSubmit(spec: JobSpecInput): void;
  submitting?: boolean;
  submitLabel?: string;
  onCancel?(): void;
  variant?: SpecVariant;
  readOnly?: boolean;
  /** False where the racket is not this form's to change (the shop's default spec). */
  showRacket?: boolean;
  error?: unknown;
}) {
  const { t } = useTranslation('jobs');
  const form = useSpecForm({ initial, variant });
  useEffect(() => {
    if (error) showServerErrors(form, error);
    // Only a new error puts its fields on the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  const submit = form.onSubmit((values) => onSubmit(valuesToSpec(values, variant)));
  // A hidden racket's messages still need saying.
  const racketError = showRacket
    ? null
    : firstError(Object.fromEntries(Object.entries(form.errors).filter(([path]) => path.startsWith('racket.'))));
  return (
    <form onSubmit={submit} noValidate aria-label={t('spec.formLabel')}>
      <Stack gap="md">
        <SpecFields form={form} variant={variant} readOnly={readOnly} showRacket={showRacket} />
        {racketError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {t(racketError, { ns: 'messages' })}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorMessage(error, t('spec.saveFailed'))}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Group justify="flex-end" gap="sm">
            {onCancel ? (
              <Button variant="default" onClick={onCancel} disabled={submitting}>
                {t('form.cancel')}
              </Button>
            ) : null}
            <Button type="submit" loading={submitting}>
              {submitLabel ?? t('spec.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
