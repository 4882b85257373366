import { type ReactNode } from 'react';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { can } from '@shop/domain/policies';
import { SETTINGS_MESSAGES } from '@shop/domain/contracts/settings';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { useFailure } from '@/lib/use-failure';

interface SettingSwitchCardProps<T> {
  /** The id of the card's title (the card is labelled by it). */
  id: string;
  title: string;
  /** The setting as the server answers it. */
  setting: UseQueryResult<T>;
  /** Whether the switch is on, read from the loaded setting. */
  isOn(data: T): boolean;
  /** Saves the new value (the settings call); the card says "Saved" or shows the refusal. */
  save(next: boolean): Promise<unknown>;
  saving: boolean;
  label: string;
  description(on: boolean): string;
  /** Shown under a superadmin's switch to everyone else, who sees it read-only. */
  readOnlyNote: string;
  loadingLabel?: string;
  /** More about the loaded setting, under the switch. */
  children?(data: T): ReactNode;
}

/** A setting that is a switch, saved through a settings call: a superadmin changes it, an admin sees it. */
export function SettingSwitchCard<T>(props: SettingSwitchCardProps<T>) {
  const { t } = useTranslation('settings');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const { setting, saving } = props;
  const refusal = useFailure();
  const editable = can(getRole(), 'settings:edit');

  async function onChange(next: boolean) {
    refusal.clear();
    try {
      await props.save(next);
      notifications.show({ color: 'green', message: tm(SETTINGS_MESSAGES.saved) });
    } catch (error) {
      refusal.fail(error, SETTINGS_MESSAGES.saveFailed);
    }
  }

  const on = setting.data === undefined ? false : props.isOn(setting.data);
  return (
    <Card component="section" aria-labelledby={props.id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {setting.isPending ? <LoadingState label={props.loadingLabel} /> : null}
        {setting.isError ? (
          <ErrorState message={tm(errorMessage(setting.error, SETTINGS_MESSAGES.loadFailed))} />
        ) : null}
        {setting.data !== undefined ? (
          <>
            <Switch
              checked={on}
              disabled={!editable || saving}
              onChange={(event) => void onChange(event.currentTarget.checked)}
              label={props.label}
              description={props.description(on)}
            />
            {props.children?.(setting.data)}
            {!editable ? (
              <Text size="xs" c="dimmed">
                {props.readOnlyNote}
              </Text>
            ) : null}
            {refusal.message ? (
              <Text size="sm" c="red.8" role="alert">
                {refusal.message}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
