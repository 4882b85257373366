import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/global.css';
// The theme's CSS variables, written when the app is built (vite.config.ts), last: they override Mantine's defaults.
import 'virtual:theme-variables.css';
import { initI18n } from './lib/i18n/i18n';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

void initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
