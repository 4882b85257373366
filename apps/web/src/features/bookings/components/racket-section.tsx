import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Radio, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconPlus, IconSettings } from '@tabler/icons-react';
import type { CustomerRacket } from '@shop/domain/contracts/jobs';
import { LoadingState } from '@/components/ui/loading-state';
import { RacketDialog } from '@/components/racket-dialog';
import { SpecFields } from '@/components/spec/spec-fields';
import { specSummary } from '@/lib/spec-summary';
import { specViewToInput, type SpecVariant } from '@/lib/spec-values';
import { racketLabel } from '@/api/customer-rackets';
import { racketComplete, type LineRacket } from '../lib/use-line-racket';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

const NONE = 'none';

interface RacketSectionProps {
  customerId: number;
  line: LineRacket;
  variant: SpecVariant;
  /** The racket name the line now carries ("brand model"), or null when none is picked. */
  onPicked(name: string | null): void;
  /** A free stringing's racket is fixed: no other racket can be picked. */
  locked?: boolean;
}

/**
 * The booking form's racket card (the section below), then the rest of the form (`children`); while the line's racket
 * is still being read (`line.settling`), one "Loading the customer's rackets" card instead: the spec section would
 * appear above the date and move the form under the staff's hands.
 */
export function RacketStep({ children, ...section }: RacketSectionProps & { children: ReactNode }) {
  const { t } = useTranslation('bookings');
  if (section.line.settling) {
    return (
      <Card>
        <LoadingState label={t('rackets.loading')} />
      </Card>
    );
  }
  return (
    <>
      <Card>
        <RacketSection {...section} />
      </Card>
      {children}
    </>
  );
}

function RacketCard({ racket, disabled }: { racket: CustomerRacket; disabled: boolean }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const last = racket.history[0];
  return (
    <Radio.Card value={String(racket.racket_id)} p="sm" radius="md" disabled={disabled}>
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
            {last ? t('rackets.lastStrung', { date: format.date(last.date) }) : t('rackets.notStrung')}
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
function RacketSection({ customerId, line, variant, onPicked, locked = false }: RacketSectionProps) {
  const { t } = useTranslation('bookings');
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
          {t('racket')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => setAdding(true)}
          disabled={locked}
        >
          {t('rackets.add')}
        </Button>
      </Group>
      {rackets.isPending ? (
        <Skeleton h={64} radius="md" aria-label={t('rackets.loading')} />
      ) : rackets.isError ? (
        <Alert color="orange" variant="light">
          {t('rackets.loadFailed')}
        </Alert>
      ) : rackets.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rackets.none')}
        </Text>
      ) : (
        <Radio.Group
          value={picked ? String(picked.racket_id) : NONE}
          onChange={(value) => choose(rackets.data.find((r) => String(r.racket_id) === value) ?? null)}
          aria-label={t('rackets.label')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
            {rackets.data.map((racket) => (
              <RacketCard
                key={racket.racket_id}
                racket={racket}
                disabled={locked && racket.racket_id !== picked?.racket_id}
              />
            ))}
            <Radio.Card value={NONE} p="sm" radius="md" disabled={locked}>
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text size="sm">{t('rackets.another')}</Text>
              </Group>
            </Radio.Card>
          </SimpleGrid>
        </Radio.Group>
      )}
      {picked ? <PickedRacketSpec line={line} picked={picked} variant={variant} /> : null}
      <RacketDialog customerId={customerId} opened={adding} onClose={() => setAdding(false)} onSaved={choose} />
    </Stack>
  );
}

/** The picked racket's spec (or grip notes): from its last job or the shop's default, and what it was last time. */
function PickedRacketSpec({
  line,
  picked,
  variant,
}: {
  line: LineRacket;
  picked: CustomerRacket;
  variant: SpecVariant;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Title order={3} size="h5">
          {variant === 'string' ? t('rackets.stringSpec') : t('rackets.gripNotes')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconHistory size={14} />}
          onClick={line.sameAsLastTime}
          disabled={!picked.last_spec}
        >
          {t('rackets.sameAsLast')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconSettings size={14} />}
          onClick={line.shopDefault}
          disabled={!line.hasDefault}
        >
          {t('rackets.shopDefault')}
        </Button>
      </Group>
      {picked.last_spec ? (
        <Text size="xs" c="dimmed">
          {t('rackets.lastTime', { spec: specSummary(specViewToInput(picked.last_spec)) })}
        </Text>
      ) : picked.history[0] ? (
        // Strung here before, without a recorded spec: not a new racket.
        <Text size="xs" c="dimmed">
          {t('rackets.noLastSpec', { date: format.date(picked.history[0].date) })}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('rackets.newRacket')}
        </Text>
      )}
      <SpecFields form={line.specForm} variant={variant} showRacket={!racketComplete(picked)} />
    </Stack>
  );
}
