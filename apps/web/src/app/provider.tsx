import { useEffect, useMemo, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, mergeThemeOverrides, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18next } from '@/lib/i18n/i18n';
import { directionOf, isLanguage } from '@shop/domain/i18n/languages';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container (@mantine/notifications) and the confirm dialogs (@mantine/modals) are mounted by the
// screens behind a session (session-routes.tsx): the public screens (login) show neither.

/**
 * The theme in the current language: every notification's and dialog's close button is named ("Close"),
 * and a notification's text under its title reads at AA contrast (Mantine's gray 6 does not).
 */
function useLocalizedTheme() {
  const { t } = useTranslation('common', { useSuspense: false });
  const close = t('close');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: {
            defaultProps: { closeButtonProps: { 'aria-label': close } },
            styles: { description: { color: 'var(--mantine-color-dimmed)' } },
          },
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        },
      }),
    [close],
  );
}

/** Keeps Mantine's direction (right to left in Arabic) with the language of the app. */
function FollowLanguageDirection() {
  const { setDirection } = useDirection();
  useEffect(() => {
    const follow = (language: string) => setDirection(isLanguage(language) ? directionOf(language) : 'ltr');
    follow(i18next.language);
    i18next.on('languageChanged', follow);
    return () => i18next.off('languageChanged', follow);
  }, [setDirection]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const localizedTheme = useLocalizedTheme();
  return (
    <DirectionProvider detectDirection>
      <FollowLanguageDirection />
      <MantineProvider theme={localizedTheme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
