import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * A dependency rule: files matching `files` may not import paths matching any [forbidden, message]
 * given (tests excepted); forbidden is a list of globs, or one regular expression.
 */
function layerRule(files, ...forbidden) {
  const pattern = ([paths, message]) => (typeof paths === 'string' ? { regex: paths, message } : { group: paths, message });
  return {
    files,
    ignores: ['**/*.test.ts', '**/__fixtures__/**', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbidden.map(pattern) }] },
  };
}

// ESLint applies only the last setting of a rule to a file, so the modules' rule repeats the server's.
const SERVER_RULES = [
  [['**/web/**', '**/cli/**'], 'The server never imports the web app or the CLI.'],
  [
    // A glob cannot let a file through once its folder is forbidden, hence the expression.
    String.raw`(^|/)plugins/(?!(sdk/[^/]+|index\.js|loader\.js)$)`,
    'The server meets plugins only through src/plugins/sdk, the built-in list (src/plugins/index.ts) and the loader; what a plugin holds is its own (data both need lives in config/ and reaches plugins in their context).',
  ],
];

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
    // lazily loaded forms, which validate with zod, are the exception below (Settings → Alerts
    // loads when its tab opens).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/components/auth-dialog/**', 'src/web/pages/reset-password/**', 'src/web/lib/availability.ts', 'src/web/pages/for-you/alerts/**'],
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
  layerRule(['src/plugins/**/*.ts'], [['**/server/**', '**/web/**', '**/cli/**', '**/contracts/**'], 'A plugin imports only src/plugins/sdk (and packages): never the server, the web app, the CLI or the contracts.']),
  layerRule(['src/web/**/*.{ts,tsx}'], [['**/server/**', '**/plugins/**', '**/cli/**'], 'The web app meets the server only in src/contracts.']),
  layerRule(['src/contracts/**/*.ts'], [['**/server/**', '**/web/**', '**/plugins/**', '**/cli/**'], 'Contracts are shared by server and web: they import only zod and each other.']),
  layerRule(['src/server/**/*.ts'], ...SERVER_RULES),
  layerRule(
    ['src/server/modules/**/*.ts'],
    ...SERVER_RULES,
    [
      ['**/server/jobs/**', '**/jobs/**', '**/ingestion/**', '**/enrichment/**', '**/context.js'],
      'A module is a capability: it never imports jobs, ingestion, enrichment or the context (they import modules).',
    ],
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
