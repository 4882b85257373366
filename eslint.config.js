import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { readdirSync } from 'node:fs';

/** Imports no web file may make (the server's code and database layer stay on the server). */
const WEB_FORBIDDEN = [{ group: ['@shop/server', '@shop/server/*', 'drizzle-orm'] }];
/** Web features (apps/web/src/features/*): each may import shared code and itself, never another feature. */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/.tmp/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.ts', 'scripts/*.mjs', 'apps/web/*.cjs'],
          // The root configs and scripts outside every tsconfig (nine today; the default allows eight).
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No product function over 100 lines (issue 35): a longer one is split into named pieces (sub-components, steps).
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'fastify', 'drizzle-orm', '@shop/server', '@shop/web', 'node:*'] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: WEB_FORBIDDEN }],
    },
  },
  // Imports flow one way in the web app: shared code (api, components, lib) -> features -> app (docs/conventions.md).
  {
    files: ['apps/web/src/{api,components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_FORBIDDEN,
            {
              regex: '^@/(features|app)(/|$)',
              message: 'Shared web code never imports a feature or the app: move what both need into shared code.',
            },
          ],
        },
      ],
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_FORBIDDEN,
            {
              regex: `^@/features/(?!${escapeRegex(feature)}/)`,
              message: `A feature never imports another (this is ${feature}): move the shared piece to src/api, src/components or src/lib, or compose both in src/app.`,
            },
            {
              regex: '^@/app(/|$)',
              message: 'A feature never imports the app: the app composes features.',
            },
            {
              regex: '^(\\.\\./){2,}',
              message: "Import another folder's code by its '@/' path, not by climbing out of the feature.",
            },
          ],
        },
      ],
    },
  })),
  {
    // Every user-visible string in JSX goes through t() (docs/decisions/i18n.md): text, and the props people read.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'placeholder',
              'title',
              'aria-label',
              'alt',
              'description',
              'subtitle',
              'message',
              'emptyMessage',
              'loadingLabel',
              'submitLabel',
              'passwordLabel',
              'previousLabel',
              'nextLabel',
            ],
          },
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'tm',
              'require',
              'get',
              'has',
              'getAll',
              'navigate',
              'api',
              'includes',
              'startsWith',
              'endsWith',
              'split',
              'join',
              'replace',
              'useMediaQuery',
              'setItem',
              'getItem',
              // Form field bindings: field('price'), form.getInputProps('email').
              'field',
              'getInputProps',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s—–·…©]+', '[A-Z_-]+'] },
        },
      ],
    },
  },
);
