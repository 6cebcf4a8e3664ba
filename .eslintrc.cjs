/** ESLint for the whole package: TypeScript everywhere, React rules for the client, one-way imports. */

const SHARED_IMPORTS = ['**/client/**', '**/server/**', 'react', 'react-*', 'fastify*', 'kysely', '@mui/*'];
const SERVER_IMPORTS = ['**/client/**', 'react', 'react-*', '@mui/*'];
// Server and shared product code never reaches into test helpers: the server build leaves them out
// (tsconfig.server.json, docs/decisions/product-and-test-code.md), and productionBuild.test.ts loads what it builds.
const TEST_HELPERS = ['**/test/**', '**/testing/**', 'fast-check'];
/** Locator reads that answer for one instant (count, visibility, text, value, attributes, state). */
const PAGE_READS = '/^(count|isVisible|isHidden|isEnabled|isDisabled|isEditable|isChecked|textContent|innerText|innerHTML|inputValue|getAttribute|allTextContents|allInnerTexts)$/';
const TEST_CODE = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**'];
// Routes validate, call a service and reply: the database is reached through services only (docs/design.md).
const ROUTES_TO_DB = { group: ['**/db/**'], message: 'Routes reach the database through a service (src/server/services).' };

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  env: { es2022: true, node: true },
  plugins: ['@typescript-eslint', 'react', 'react-hooks'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
    'plugin:react-hooks/recommended',
  ],
  settings: { react: { version: 'detect' } },
  ignorePatterns: ['dist/', 'node_modules/', 'data/', 'coverage/', 'test-results/'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: '@mui/material', message: 'Import MUI one level deep, e.g. @mui/material/Button.' }],
      },
    ],
  },
  overrides: [
    {
      files: ['src/shared/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [...SHARED_IMPORTS, ...TEST_HELPERS] }] },
    },
    { files: TEST_CODE.map((glob) => `src/shared/${glob}`), rules: { 'no-restricted-imports': ['error', { patterns: SHARED_IMPORTS }] } },
    {
      files: ['src/client/**'],
      env: { browser: true },
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [{ name: '@mui/material', message: 'Import MUI one level deep, e.g. @mui/material/Button.' }],
            patterns: ['**/server/**', 'fastify*', 'kysely', 'pg'],
          },
        ],
      },
    },
    {
      files: ['src/server/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [...SERVER_IMPORTS, ...TEST_HELPERS] }] },
    },
    {
      files: ['src/server/routes/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [{ group: [...SERVER_IMPORTS, ...TEST_HELPERS] }, ROUTES_TO_DB] }] },
    },
    { files: TEST_CODE.map((glob) => `src/server/${glob}`), rules: { 'no-restricted-imports': ['error', { patterns: SERVER_IMPORTS }] } },
    {
      // Journeys judge the page with checks that wait for it (e2e/support/expectPage.ts): a one-off read of a
      // locator passes or fails on whatever the page shows at that instant.
      files: ['e2e/**'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: `CallExpression[callee.name='expect'] AwaitExpression > CallExpression[callee.property.name=${PAGE_READS}]`,
            message: 'A one-off read races the page: use expectCount/expectNone/expectVisible/expectText/expectValue… from e2e/support/expectPage.ts.',
          },
          {
            selector: `:matches(IfStatement, ConditionalExpression) > .test AwaitExpression > CallExpression[callee.property.name=${PAGE_READS}]`,
            message: 'Branching on what the page shows right now races it: decide from what the journey knows (the event, the account), then wait for that state.',
          },
        ],
      },
    },
    { files: ['*.cjs', '*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ],
};
