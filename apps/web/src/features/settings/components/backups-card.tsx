import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Backup, BackupsResponse } from '@shop/domain/contracts/backups';
import { MESSAGES } from '@shop/domain/messages';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useFormat, type Formatter } from '@/lib/i18n/format';
import { useBackups, useMakeBackup } from '../api/backups';

const OUTCOME_COLORS: Record<Backup['outcome'], string> = { succeeded: 'green', failed: 'red', running: 'blue' };

/** The words of a backup's outcome, engine and reason. */
function backupWords(t: TFunction, backup: Backup): [outcome: string, engine: string, reason: string] {
  const outcomes = {
    succeeded: t('backups.outcome.succeeded'),
    failed: t('backups.outcome.failed'),
    running: t('backups.outcome.running'),
  };
  const engines = { postgres: t('backups.engine.postgres'), pglite: t('backups.engine.pglite') };
  const reasons = { daily: t('backups.reason.daily'), manual: t('backups.reason.manual') };
  return [outcomes[backup.outcome], engines[backup.engine], reasons[backup.reason]];
}

/** 1536 -> "1.5 KB". */
function sizeText(t: TFunction, format: Formatter, bytes: number): string {
  const n = (divisor: number) => format.number(Math.round((bytes / divisor) * 10) / 10);
  if (bytes < 1024 ** 2) return t('backups.size.KB', { n: n(1024) });
  if (bytes < 1024 ** 3) return t('backups.size.MB', { n: n(1024 ** 2) });
  return t('backups.size.GB', { n: n(1024 ** 3) });
}

function scheduleText(t: TFunction, schedule: BackupsResponse['schedule']): string {
  const keep = { keep: schedule.keep, dir: schedule.dir };
  return schedule.hour === null
    ? t('backups.scheduleOff', keep)
    : t('backups.schedule', { ...keep, hour: String(schedule.hour).padStart(2, '0') });
}

function BackupLine({ backup }: { backup: Backup }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const [outcome, engine, reason] = backupWords(t, backup);
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{format.dateTime(backup.started_at)}</Text>
        <Badge color={OUTCOME_COLORS[backup.outcome]} variant="light">
          {outcome}
        </Badge>
        <Text size="sm" c="dimmed">
          {engine} · {reason}
          {backup.size_bytes !== null ? ` · ${sizeText(t, format, backup.size_bytes)}` : ''}
        </Text>
      </Group>
      {backup.error ? (
        <Text size="xs" c="red.8">
          {backup.error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Backups (superadmin): when they are made, the latest ones with their outcome, and "Back up now". */
export function BackupsCard() {
  const { t } = useTranslation('settings');
  const backups = useBackups();
  const make = useMakeBackup();
  const data = backups.data;
  return (
    <Card component="section" aria-labelledby="backups-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconDatabaseExport size={20} />
          <Title order={2} size="h4" id="backups-title">
            {t('backups.title')}
          </Title>
        </Group>
        {backups.isPending ? <LoadingState label={t('backups.loading')} /> : null}
        {backups.isError ? (
          <ErrorState
            message={t(errorMessage(backups.error, MESSAGES.somethingWentWrong), { ns: 'messages' })}
            onRetry={() => void backups.refetch()}
          />
        ) : null}
        {data ? (
          <>
            <Text size="sm" c="dimmed">
              {scheduleText(t, data.schedule)}
            </Text>
            {data.backups.length === 0 ? <EmptyState message={t('backups.empty')} /> : null}
            <Stack gap="xs" role="group" aria-label={t('backups.listLabel')}>
              {data.backups.map((backup) => (
                <BackupLine key={backup.id} backup={backup} />
              ))}
            </Stack>
          </>
        ) : null}
        {make.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {t(errorMessage(make.error, MESSAGES.somethingWentWrong), { ns: 'messages' })}
          </Text>
        ) : null}
        <Group>
          <Button leftSection={<IconDatabaseExport size={16} />} loading={make.isPending} onClick={() => make.mutate()}>
            {t('backups.now')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
