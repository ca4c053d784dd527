import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A dependency rule: files matching `files` may not import paths matching `forbidden` (tests excepted). */
function layerRule(files, forbidden, message) {
  return {
    files,
    ignores: ['**/*.test.ts', '**/__fixtures__/**', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }] },
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'tmp/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The first page load must not evaluate zod: web code takes only types from the contract
    // modules that build schemas, and values from their zod-free *-constants modules. The
    // lazily loaded forms, which validate with zod, are the exception below.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/components/auth-dialog/**', 'src/web/pages/reset-password/**', 'src/web/lib/availability.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', '**/contracts/*', '!**/contracts/*-constants', '!**/contracts/topics'],
              allowTypeImports: true,
              message: 'Import types only (or values from a zod-free contracts/*-constants module): zod stays out of the first load.',
            },
          ],
        },
      ],
    },
  },
  // The layer rules of ARCHITECTURE.md: breaking one fails the lint, and so `npm test`.
  layerRule(['src/plugins/**/*.ts'], ['**/server/**', '**/web/**', '**/cli/**', '**/contracts/**'], 'A plugin imports only src/plugins/sdk (and packages): never the server, the web app, the CLI or the contracts.'),
  layerRule(['src/web/**/*.{ts,tsx}'], ['**/server/**', '**/plugins/**', '**/cli/**'], 'The web app meets the server only in src/contracts.'),
  layerRule(['src/contracts/**/*.ts'], ['**/server/**', '**/web/**', '**/plugins/**', '**/cli/**'], 'Contracts are shared by server and web: they import only zod and each other.'),
  layerRule(['src/server/**/*.ts'], ['**/web/**', '**/cli/**'], 'The server never imports the web app or the CLI.'),
  layerRule(
    ['src/server/modules/**/*.ts'],
    ['**/server/jobs/**', '**/jobs/**', '**/ingestion/**', '**/enrichment/**', '**/context.js'],
    'A module is a capability: it never imports jobs, ingestion, enrichment or the context (they import modules).',
  ),
  {
    // Config files that their tools load by default export.
    files: ['**/*.config.{js,ts,cjs}', 'src/server/types/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.cjs', 'bin/**/*.js'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
