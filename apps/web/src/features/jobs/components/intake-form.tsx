import { Alert, Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { jobIntakeInputSchema, type JobIntakeView } from '@shop/domain/contracts/jobs';
import { firstError, schemaValidate } from '@/lib/form';
import { FormError } from '@/components/form-actions';
import { useUpdateJobIntake } from '../api/update-job-intake';
import { useTranslation } from 'react-i18next';
import { INTAKE_CHECKS, intakeFormValues, intakeInput, type IntakeFormValues } from '../lib/intake';
import { intakeLabels, intakeText, jobMessages } from '../lib/job-text';
import { useFailure } from '@/lib/use-failure';

const validateInput = schemaValidate(jobIntakeInputSchema);

/** The drop-off checklist. Ticking Frame crack asks whether the customer was told and accepts the risk. */
export function IntakeForm({ jobId, intake, onDone }: { jobId: number; intake: JobIntakeView | null; onDone(): void }) {
  const { t } = useTranslation('jobs');
  const text = intakeText(t);
  const labels = intakeLabels(t);
  const messages = jobMessages(t);
  const save = useUpdateJobIntake();
  const failure = useFailure();
  const form = useForm<IntakeFormValues>({
    initialValues: intakeFormValues(intake),
    validate: (values) => ({
      ...validateInput(intakeInput(values)),
      ...(values.other && !values.other_damage.trim() ? { other_damage: text.otherDamageNeeded } : {}),
    }),
    onValuesChange: failure.clear,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { jobId, intake: intakeInput(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: t('job.number', { id: jobId }), message: messages.intakeSaved });
          onDone();
        },
        onError: (error) => failure.fail(error, messages.intakeFailed),
      },
    ),
  );
  const box = (name: keyof IntakeFormValues, label: string) => (
    <Checkbox key={name} label={label} size="md" {...form.getInputProps(name, { type: 'checkbox' })} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('intake.title')}>
      <Stack gap="sm">
        {INTAKE_CHECKS.map((check) => box(check.name, labels[check.name]))}
        {form.values.frame_crack ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} p="sm">
            {box('crack_risk_accepted', text.riskAccepted)}
          </Alert>
        ) : null}
        {box('other', text.otherDamage)}
        {form.values.other ? (
          <Textarea
            label={text.otherDamageNote}
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('other_damage')}
          />
        ) : null}
        <FormError message={failure.message ?? firstError(form.errors)} />
        <Group justify="flex-end">
          {intake ? (
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {t('intake.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
