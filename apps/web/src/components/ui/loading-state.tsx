import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A screen or a part of it is loading. In its own module (re-exported by states.tsx) because the
 * app's entry shows it while a screen's chunk loads, and the other states need not come with it.
 */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label ?? t('state.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
