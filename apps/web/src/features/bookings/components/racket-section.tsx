import { useState } from 'react';
import { Alert, Badge, Button, Group, Radio, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconPlus, IconSettings } from '@tabler/icons-react';
import type { CustomerRacket } from '@shop/domain/contracts/jobs';
import { formatShopDate } from '@shop/domain/time';
import { RacketDialog } from '@/features/customers/components/racket-dialog';
import { SpecFields } from '@/features/jobs/components/spec-fields';
import { specSummary } from '@/features/jobs/lib/spec-summary';
import { specViewToInput, type SpecVariant } from '@/features/jobs/lib/spec-values';
import { racketComplete, racketLabel, type LineRacket } from '../lib/use-line-racket';

const NONE = 'none';

function RacketCard({ racket }: { racket: CustomerRacket }) {
  const last = racket.history[0];
  return (
    <Radio.Card value={String(racket.racket_id)} p="sm" radius="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator />
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {racket.nickname || racketLabel(racket)}
          </Text>
          <Text size="xs" c="dimmed">
            {[racket.nickname ? racketLabel(racket) : '', racket.pattern].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed">
            {last ? `Last strung ${formatShopDate(last.date)}` : 'Not strung here yet'}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/**
 * The booking form's racket section: pick one of the customer's rackets (or add one, saved at once), or
 * none and write the racket's name as before. A picked racket brings its spec: the shop's default to start
 * with, "Same as last time" from its last job.
 */
export function RacketSection({
  customerId,
  line,
  variant,
  onPicked,
  locked = false,
}: {
  customerId: number;
  line: LineRacket;
  variant: SpecVariant;
  /** The racket name the line now carries ("brand model"), or null when none is picked. */
  onPicked(name: string | null): void;
  /** A free stringing's racket is fixed: no other racket can be picked. */
  locked?: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const { rackets, picked } = line;
  const choose = (racket: CustomerRacket | null) => {
    line.pick(racket);
    onPicked(racket ? racketLabel(racket) : null);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          Racket
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => setAdding(true)}
          disabled={locked}
        >
          Add a racket
        </Button>
      </Group>
      {rackets.isPending ? (
        <Skeleton h={64} radius="md" aria-label="Loading the customer’s rackets" />
      ) : rackets.isError ? (
        <Alert color="orange" variant="light">
          The customer’s rackets could not be loaded; write the racket’s name below.
        </Alert>
      ) : rackets.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rackets on file yet. Add one to keep its spec for next time, or write its name below.
        </Text>
      ) : (
        <Radio.Group
          value={picked ? String(picked.racket_id) : NONE}
          onChange={(value) => choose(rackets.data.find((r) => String(r.racket_id) === value) ?? null)}
          aria-label="The customer’s rackets"
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
            {rackets.data.map((racket) => (
              <RacketCard key={racket.racket_id} racket={racket} />
            ))}
            <Radio.Card value={NONE} p="sm" radius="md" disabled={locked}>
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text size="sm">Another racket (write its name)</Text>
              </Group>
            </Radio.Card>
          </SimpleGrid>
        </Radio.Group>
      )}
      {picked ? (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5">
              {variant === 'string' ? 'String spec' : 'Grip notes'}
            </Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconHistory size={14} />}
              onClick={line.sameAsLastTime}
              disabled={!picked.last_spec}
            >
              Same as last time
            </Button>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconSettings size={14} />}
              onClick={line.shopDefault}
              disabled={!line.hasDefault}
            >
              Shop default
            </Button>
          </Group>
          {picked.last_spec ? (
            <Text size="xs" c="dimmed">
              Last time: {specSummary(specViewToInput(picked.last_spec))}
            </Text>
          ) : (
            <Badge variant="light" color="gray" w="fit-content">
              New racket: starts from the shop’s default
            </Badge>
          )}
          <SpecFields form={line.specForm} variant={variant} showRacket={!racketComplete(picked)} />
        </Stack>
      ) : null}
      <RacketDialog customerId={customerId} opened={adding} onClose={() => setAdding(false)} onSaved={choose} />
    </Stack>
  );
}
