import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobSpecView, StringSideView } from '@shop/domain/contracts/jobs';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Side({ label, testId, side }: { label: string; testId: string; side: StringSideView }) {
  const { t } = useTranslation('jobs');
  return (
    <Field label={label}>
      <Text size="sm" fw={600}>
        {side.string_name}
        {side.own_string ? (
          <Text span size="xs" c="dimmed">
            {' '}
            {t('spec.customersOwnParen')}
          </Text>
        ) : null}
      </Text>
      <Text size="lg" fw={700} data-testid={`${testId}-tension`} dir="ltr" style={{ textAlign: 'start' }}>
        {side.tension_text}
      </Text>
    </Field>
  );
}

/**
 * The job's specification as the stringer reads it: racket and pattern, mains and crosses with
 * both units, Hybrid, pre-stretch, knots, stencil and notes. `action` is the Edit button.
 */
export function SpecCard({ spec, action }: { spec: JobSpecView | null; action?: ReactNode }) {
  const { t } = useTranslation('jobs');
  return (
    <Card>
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4">
            {t('spec.title')}
          </Title>
          {spec?.hybrid ? (
            <Badge color="violet" variant="light">
              {t('spec.hybrid')}
            </Badge>
          ) : null}
        </Group>
        {action}
      </Group>
      {spec ? (
        <Stack gap="md">
          <Field label={t('columns.racket')}>
            <Text size="md" fw={600}>
              {spec.racket.brand} {spec.racket.model}
            </Text>
            <Text size="sm" c="dimmed">
              {t('spec.pattern', { pattern: spec.racket.pattern })}
              {spec.racket.head_size ? ` · ${t('spec.headSize', { size: spec.racket.head_size })}` : ''}
            </Text>
          </Field>
          {spec.mains && spec.crosses ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Side label={t('spec.mains')} testId="mains" side={spec.mains} />
              <Side label={t('spec.crosses')} testId="crosses" side={spec.crosses} />
            </SimpleGrid>
          ) : null}
          <SimpleGrid cols={{ base: 3 }} spacing="md">
            <Field label={t('spec.prestretch')}>{t('spec.percent', { value: spec.prestretch_percent })}</Field>
            <Field label={t('spec.knots')}>{spec.knots}</Field>
            <Field label={t('spec.stencil')}>{spec.stencil ?? t('spec.none')}</Field>
          </SimpleGrid>
          {spec.notes ? <Field label={t('spec.notes')}>{spec.notes}</Field> : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('spec.empty')}
        </Text>
      )}
    </Card>
  );
}
