import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A screen or a part of it is loading. In its own module (re-exported by states.tsx) because the
 * app's entry shows it while a screen's chunk loads, and the other states need not come with it.
 */
export function LoadingState({ label }: { label?: string }) {
  // Never suspends: it is the fallback while the app's words load too, and a fallback that waits for them left the
  // whole tree with no boundary to show, rendered again from the root each time they came in.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label ?? (ready ? t('state.loading') : null)}
        </Text>
      </Stack>
    </Center>
  );
}
