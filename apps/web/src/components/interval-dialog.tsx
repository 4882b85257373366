import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_REMINDER_INTERVAL_DAYS, MIN_REMINDER_INTERVAL_DAYS, ruleOfThumbDays } from '@shop/domain/reminders/due';
import { errorMessage } from '@/lib/api-client';
import { useCustomerRackets, useSaveCustomerRacket } from '@/api/customer-rackets';
import { queryKeys } from '@/api/query-keys';

/** The racket whose interval is edited: its customer, id, name as shown and interval now. */
export interface IntervalTarget {
  customerId: number;
  racketId: number;
  racketName: string;
  intervalDays: number;
}

/**
 * The racket's reminder interval, with the rule of thumb beside it: "times a week you play" gives
 * 365 / times days. Saved through the racket's own edit (PUT /api/customers/:id/rackets/:racketId).
 * Opened from the Reminders screen and from the customer's Rackets card.
 */
export function IntervalDialog({ target, onClose }: { target: IntervalTarget; onClose(): void }) {
  const { t } = useTranslation('reminders');
  const rackets = useCustomerRackets(target.customerId);
  const save = useSaveCustomerRacket();
  const client = useQueryClient();
  const [days, setDays] = useState<number | string>(target.intervalDays);
  const [perWeek, setPerWeek] = useState<number | string>('');
  const racket = rackets.data?.find((r) => r.racket_id === target.racketId);
  const valid = typeof days === 'number' && days >= MIN_REMINDER_INTERVAL_DAYS && days <= MAX_REMINDER_INTERVAL_DAYS;

  const submit = () => {
    if (!racket || !valid) return;
    save.mutate(
      {
        customerId: target.customerId,
        racketId: racket.racket_id,
        racket: {
          brand: racket.brand,
          model: racket.model,
          pattern: racket.pattern,
          head_size: racket.head_size,
          nickname: racket.nickname,
          notes: racket.notes,
          reminder_interval_days: days,
        },
      },
      {
        onSuccess: () => {
          void client.invalidateQueries({ queryKey: queryKeys.reminders.all });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('interval.title', { racket: target.racketName })} centered>
      <Stack>
        <NumberInput
          label={t('interval.label')}
          min={MIN_REMINDER_INTERVAL_DAYS}
          max={MAX_REMINDER_INTERVAL_DAYS}
          allowDecimal={false}
          value={days}
          onChange={setDays}
          error={valid ? undefined : t('interval.invalid')}
          data-autofocus
        />
        <Text size="sm" c="dimmed">
          {t('interval.ruleOfThumb')}
        </Text>
        <Group align="flex-end">
          <NumberInput
            label={t('interval.perWeek')}
            min={1}
            max={14}
            allowDecimal={false}
            value={perWeek}
            onChange={setPerWeek}
            w={180}
          />
          <Button
            variant="light"
            disabled={typeof perWeek !== 'number' || perWeek < 1}
            onClick={() => typeof perWeek === 'number' && setDays(ruleOfThumbDays(perWeek))}
          >
            {t('interval.useRule')}
          </Button>
        </Group>
        {save.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(save.error, t('interval.saveFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!racket || !valid}>
            {t('action.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
