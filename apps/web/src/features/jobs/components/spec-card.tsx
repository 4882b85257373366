import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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

function Side({ label, side }: { label: string; side: StringSideView }) {
  return (
    <Field label={label}>
      <Text size="sm" fw={600}>
        {side.string_name}
        {side.own_string ? (
          <Text span size="xs" c="dimmed">
            {' '}
            (customer’s own)
          </Text>
        ) : null}
      </Text>
      <Text size="lg" fw={700} data-testid={`${label.toLowerCase()}-tension`}>
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
  return (
    <Card>
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4">
            Specification
          </Title>
          {spec?.hybrid ? (
            <Badge color="violet" variant="light">
              Hybrid
            </Badge>
          ) : null}
        </Group>
        {action}
      </Group>
      {spec ? (
        <Stack gap="md">
          <Field label="Racket">
            <Text size="md" fw={600}>
              {spec.racket.brand} {spec.racket.model}
            </Text>
            <Text size="sm" c="dimmed">
              Pattern {spec.racket.pattern}
              {spec.racket.head_size ? ` · ${spec.racket.head_size} sq in` : ''}
            </Text>
          </Field>
          {spec.mains && spec.crosses ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Side label="Mains" side={spec.mains} />
              <Side label="Crosses" side={spec.crosses} />
            </SimpleGrid>
          ) : null}
          <SimpleGrid cols={{ base: 3 }} spacing="md">
            <Field label="Pre-stretch">{spec.prestretch_percent} %</Field>
            <Field label="Knots">{spec.knots}</Field>
            <Field label="Stencil">{spec.stencil ?? 'None'}</Field>
          </SimpleGrid>
          {spec.notes ? <Field label="Notes">{spec.notes}</Field> : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No specification recorded yet.
        </Text>
      )}
    </Card>
  );
}
