import type { ReactNode } from 'react';
import { Alert, Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export { LoadingState } from './loading-state';

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon variant="light" size={48} radius="xl" color="gray">
          <IconInbox size={26} />
        </ThemeIcon>
        <Text c="dimmed">{message}</Text>
        {children}
      </Stack>
    </Center>
  );
}

/** A failure in the server's words (or the screen's fallback), with Try again when the screen can retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {message}
      {onRetry ? (
        <Button display="block" mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
          {t('state.tryAgain')}
        </Button>
      ) : null}
    </Alert>
  );
}

/** A page not built yet: said plainly, never dressed up as working. */
export function NotBuiltYet({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="yellow" variant="light" title={title}>
      {t('state.notBuilt')}
    </Alert>
  );
}
