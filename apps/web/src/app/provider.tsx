import { useEffect, useMemo, type ReactNode } from 'react';
import {
  DirectionProvider,
  MantineProvider,
  MantineThemeProvider,
  useDirection,
  type MantineThemeOverride,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18next } from '@/lib/i18n/i18n';
import { directionOf, isLanguage } from '@shop/domain/i18n/languages';
import { queryClient } from '@/lib/query-client';
import { theme } from './theme';

// The toasts' container (@mantine/notifications) and the confirm dialogs (@mantine/modals) are mounted by the
// screens behind a session (session-routes.tsx): the public screens (login) show neither.

/**
 * The theme's words in the current language: every notification's and dialog's close button is named ("Close"), and
 * a notification's text under its title reads at AA contrast (Mantine's gray 6 does not). A theme of its own inside
 * MantineProvider's: the language's loading and changes render this again, never MantineProvider, which computes the
 * theme's CSS variables at every render (three times on every open when the words were in its theme).
 */
function LocalizedTheme({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common', { useSuspense: false });
  const close = t('close');
  const words = useMemo<MantineThemeOverride>(
    () => ({
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
  return <MantineThemeProvider theme={words}>{children}</MantineThemeProvider>;
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
  return (
    <DirectionProvider detectDirection>
      <FollowLanguageDirection />
      {/* The theme's CSS variables are in the stylesheet, written when the app is built (app/theme-variables.ts). */}
      <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
        <LocalizedTheme>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </LocalizedTheme>
      </MantineProvider>
    </DirectionProvider>
  );
}
