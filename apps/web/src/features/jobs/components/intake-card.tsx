import { useState } from 'react';
import { Alert, Button, Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconEdit } from '@tabler/icons-react';
import type { JobIntakeView } from '@shop/domain/contracts/jobs';
import type { JobPhoto } from '@shop/domain/contracts/job-photos';
import { useFormat } from '@/lib/i18n/format';
import { useTranslation } from 'react-i18next';
import { crackBlocksStart, INTAKE_CHECKS } from '../lib/intake';
import { intakeLabels, intakeText } from '../lib/job-text';
import { IntakeForm } from './intake-form';
import { IntakePhotos } from './intake-photos';

function IntakeSummary({ intake }: { intake: JobIntakeView }) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  const text = intakeText(t);
  const labels = intakeLabels(t);
  const found = INTAKE_CHECKS.filter((check) => intake[check.name] && check.name !== 'frame_crack');
  return (
    <>
      {intake.frame_crack ? (
        <Alert
          color="red"
          variant={intake.crack_risk_accepted ? 'light' : 'filled'}
          icon={<IconAlertTriangle size={18} />}
          title={labels.frame_crack}
          mb="sm"
        >
          {intake.crack_risk_accepted ? t('intake.riskAcceptedSentence') : text.riskNotAccepted}
        </Alert>
      ) : null}
      {found.length > 0 || intake.other_damage ? (
        <List size="sm" spacing={4} aria-label={t('intake.damageFound')}>
          {found.map((check) => (
            <List.Item
              key={check.name}
              icon={
                <ThemeIcon color="yellow" size={18} radius="xl">
                  <IconAlertTriangle size={12} />
                </ThemeIcon>
              }
            >
              {labels[check.name]}
            </List.Item>
          ))}
          {intake.other_damage ? (
            <List.Item
              icon={
                <ThemeIcon color="yellow" size={18} radius="xl">
                  <IconAlertTriangle size={12} />
                </ThemeIcon>
              }
            >
              {t('intake.otherDamageWarning', { note: intake.other_damage })}
            </List.Item>
          ) : null}
        </List>
      ) : intake.frame_crack ? null : (
        <Group gap="xs">
          <ThemeIcon color="green" size={18} radius="xl">
            <IconCheck size={12} />
          </ThemeIcon>
          <Text size="sm">{text.noDamage}</Text>
        </Group>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        {t('intake.checkedBy', { name: intake.checked_by, at: format.dateTime(intake.checked_at) })}
      </Text>
    </>
  );
}

/**
 * The intake check at drop-off: what was found (a frame crack first, in red), who checked and
 * when; the checklist to fill in when the racket has not been checked, and Edit while allowed.
 */
export function IntakeCard({
  jobId,
  intake,
  editable,
  photos = [],
  photosEditable = false,
  canDeletePhotos = false,
}: {
  jobId: number;
  intake: JobIntakeView | null;
  editable: boolean;
  /** The intake photos (intake-photos.tsx): added and switched while the job is open, deleted by admins. */
  photos?: JobPhoto[];
  photosEditable?: boolean;
  canDeletePhotos?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const [editing, setEditing] = useState(false);
  const showForm = editable && (editing || !intake);
  return (
    <Card
      withBorder={crackBlocksStart(intake)}
      style={crackBlocksStart(intake) ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4">
          {t('intake.title')}
        </Title>
        {editable && intake && !editing ? (
          <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => setEditing(true)}>
            {t('intake.edit')}
          </Button>
        ) : null}
      </Group>
      {showForm ? (
        <IntakeForm jobId={jobId} intake={intake} onDone={() => setEditing(false)} />
      ) : intake ? (
        <IntakeSummary intake={intake} />
      ) : (
        <Text size="sm" c="dimmed">
          {intakeText(t).notChecked}
        </Text>
      )}
      <IntakePhotos jobId={jobId} photos={photos} editable={photosEditable} canDelete={canDeletePhotos} />
    </Card>
  );
}
