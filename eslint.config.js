import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

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
      'no-restricted-imports': ['error', { patterns: ['@shop/server', '@shop/server/*', 'drizzle-orm'] }],
    },
  },
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
