import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18next } from '@/lib/i18n/i18n';
import { directionOf, isLanguage } from '@shop/domain/i18n/languages';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// Loaded after the first screen: nothing is shown in it until a screen calls notifications.show().
// The confirm dialogs (@mantine/modals) are provided by the screens that use them (router.tsx).
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

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
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
