import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';
import { themeVariablesCss } from './src/app/theme-variables.ts';

/**
 * `virtual:theme-variables.css`: the theme's CSS variables (src/app/theme-variables.ts), written into the app's
 * stylesheet when it is built, not computed by MantineProvider in the browser (app/provider.tsx).
 */
function themeVariables(): Plugin {
  const id = 'virtual:theme-variables.css';
  return {
    name: 'theme-variables',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? themeVariablesCss() : null),
  };
}

// The code every screen runs, login included, in one long-lived chunk next to React's: the i18n and
// data-fetching runtimes, @mantine/form, Mantine's core (provider, styles, Box), its basic components and
// the icons' shared code. One chunk compresses better than the dozen small ones automatic splitting made of them
// (docs/decisions/ci-speed.md, "The login budget: 150 kB reached"). A module's own imports come with it.
const BASE_COMPONENTS = [
  'Alert',
  'Anchor',
  'ActionIcon',
  'Button',
  'Card',
  'Center',
  'CloseButton',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'PasswordInput',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
].join('|');
const BASE = [
  /node_modules[\\/](i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@mantine[\\/]form)[\\/]/,
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/,
  new RegExp(`node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${BASE_COMPONENTS})[\\\\/]`),
];
/**
 * The product's own small modules that the login screen and every signed-in screen share, and the two alert icons:
 * one chunk instead of fourteen of 80-700 bytes, each compressed alone (about 1.5 kB of the login budget).
 */
const SHELL = new RegExp(
  [
    String.raw`src[\\/]features[\\/]auth[\\/](components[\\/]auth-card|hooks[\\/]use-bot-token)\.tsx?$`,
    String.raw`src[\\/]lib[\\/](i18n[\\/](choose-language|language-switch|page-title)|session|use-public-config|form)\.tsx?$`,
    String.raw`src[\\/]api[\\/]login-keys\.ts$`,
    String.raw`domain[\\/]src[\\/](contracts[\\/]accounts-messages|i18n[\\/]languages|roles)\.ts$`,
    String.raw`@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](IconAlertCircle|IconInfoCircle)\.mjs$`,
  ].join('|'),
);
/** Parts of those packages that only some screens use. */
const NOT_BASE = /[\\/](Trans|TransWithoutContext|queriesObserver|useQueries)\.js$|[\\/]core[\\/]utils[\\/]/;

export default defineConfig({
  plugins: [react(), themeVariables(), precompress()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each screen loads (the login size budget test reads it).
    manifest: true,
    // Every browser the shop uses supports <link rel="modulepreload">: no polyfill in the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and the router in one long-lived chunk, the base above in another (every screen needs
        // them). The rest of Mantine and the other packages are split by use.
        codeSplitting: {
          groups: [
            { name: 'react', priority: 4, test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'base', priority: 3, test: (id: string) => BASE.some((r) => r.test(id)) && !NOT_BASE.test(id) },
            { name: 'shell', priority: 2, test: (id: string) => SHELL.test(id) },
            // Every icon the signed-in screens use, and Mantine's small helpers and hooks, each in one chunk: a
            // signed-in screen fetched and evaluated 16 icon chunks of 300 bytes and a dozen helper chunks one by one
            // (docs/decisions/production.md, "Customers screen at 4× CPU slowdown").
            { name: 'icons', priority: 1, test: /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
