import { useEffect } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconCheck, IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PublicJobStatus } from '@shop/domain/contracts/status-links';
import { aed } from '@shop/domain/money';
import type { JobStage } from '@shop/domain/stringing/job-stage';
import { LoadingState } from '@/components/ui/loading-state';
import { errorMessage } from '@/lib/api-client';
import { pickLanguageBeforeLogin } from '@/lib/i18n/choose-language';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/i18n';
import { LanguageSwitch } from '@/lib/i18n/language-switch';
import { useFormat } from '@/lib/i18n/format';
import { statusQueryOptions } from '../api/get-status';

/** The stages a racket goes through, in order, as its customer reads them. */
const JOURNEY: JobStage[] = ['received', 'in_progress', 'ready', 'collected'];

/** The stages in the customer's words (literal keys, so the key check sees each one). */
const stageWords = (t: TFunction<'status'>): Record<JobStage, string> => ({
  received: t('stage.received'),
  in_progress: t('stage.in_progress'),
  ready: t('stage.ready'),
  collected: t('stage.collected'),
  canceled: t('stage.canceled'),
});

/**
 * /status/:token: the customer's page of one job (docs/product/status-link.md), no login, phone first. It opens in the
 * language the customer gave the shop unless this browser chose one, and offers the other.
 */
export default function StatusPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('status');
  const status = useQuery(statusQueryOptions(token));
  const language = status.data?.language;
  useEffect(() => {
    if (language && !localStorage.getItem(LANGUAGE_STORAGE_KEY)) void pickLanguageBeforeLogin(language);
  }, [language]);

  return (
    <Container size={520} py="lg" px="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {status.data?.shop.name ?? t('title')}
          </Text>
          <LanguageSwitch />
        </Group>
        {status.isPending ? (
          <LoadingState label={t('loading')} />
        ) : status.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('unavailable')}>
            {t(errorMessage(status.error, t('failed')), { ns: 'messages' })}
          </Alert>
        ) : (
          <JobStatus status={status.data} />
        )}
      </Stack>
    </Container>
  );
}

function JobStatus({ status }: { status: PublicJobStatus }) {
  const { t, i18n } = useTranslation('status');
  const arabic = i18n.language === 'ar';
  const address = (arabic && status.shop.address_ar) || status.shop.address;
  const hours = status.shop.hours ? (arabic && status.shop.hours.ar) || status.shop.hours.en : null;
  const format = useFormat();
  const stages = stageWords(t);
  const reached = new Map(status.history.map((entry) => [entry.stage, entry.at]));
  const canceled = status.stage === 'canceled';
  const active = JOURNEY.indexOf(status.stage);
  return (
    <>
      <Card>
        <Stack gap="xs">
          <Text c="dimmed" size="sm">
            {t('job', { id: status.job_number })}
          </Text>
          <Title order={1} size="h3">
            {t('hello', { name: status.first_name })}
          </Title>
          <Text>{status.racket || t('yourRacket')}</Text>
          <Group gap="xs">
            <Badge size="lg" color={canceled ? 'red' : status.stage === 'ready' ? 'teal' : 'blue'} variant="light">
              {stages[status.stage]}
            </Badge>
          </Group>
          {canceled ? null : status.stage === 'ready' ? (
            <Alert color="teal" variant="light" icon={<IconCheck size={18} />}>
              {t('readyNow', { store: status.shop.store })}
            </Alert>
          ) : status.stage !== 'collected' ? (
            <Text size="sm">
              <IconClock size={14} style={{ verticalAlign: 'middle' }} />{' '}
              {t('due', { when: format.dateTime(status.due_at) })}
            </Text>
          ) : null}
          {status.balance_due > 0 && !canceled ? (
            <Text size="sm" fw={600}>
              {t('balance', { amount: format.money(aed(status.balance_due)) })}
            </Text>
          ) : null}
        </Stack>
      </Card>
      {canceled ? (
        <Alert color="red" variant="light">
          {t('canceled')}
        </Alert>
      ) : (
        <Card>
          <Timeline active={active} bulletSize={22} lineWidth={2} aria-label={t('progress')}>
            {JOURNEY.map((stage) => (
              <Timeline.Item key={stage} title={stages[stage]}>
                <Text size="sm" c="dimmed">
                  {reached.has(stage) ? format.dateTime(reached.get(stage)!) : t('notYet')}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
      )}
      {status.photos.length > 0 ? (
        <Card>
          <Text fw={600} mb="xs">
            {t('photos')}
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            {status.photos.map((url) => (
              <Image key={url} src={url} alt={t('photos')} radius="sm" />
            ))}
          </SimpleGrid>
        </Card>
      ) : null}
      <Card>
        <Stack gap={6}>
          <Text fw={600}>{status.shop.store}</Text>
          <Text size="sm">
            <IconMapPin size={14} style={{ verticalAlign: 'middle' }} /> {address}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            <IconClock size={14} style={{ verticalAlign: 'middle' }} />{' '}
            {hours ?? t('hours', { opens: status.shop.opens, closes: status.shop.closes })}
          </Text>
          <Anchor href={`tel:${status.shop.phone.replace(/\s+/g, '')}`} size="sm" dir="ltr">
            <IconPhone size={14} style={{ verticalAlign: 'middle' }} /> {status.shop.phone}
          </Anchor>
        </Stack>
      </Card>
    </>
  );
}
