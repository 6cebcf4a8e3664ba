/** ESLint for the whole package: TypeScript everywhere, React rules for the client, one-way imports. */

const SHARED_IMPORTS = ['**/client/**', '**/server/**', 'react', 'react-*', 'fastify*', 'kysely', '@mui/*'];
const SERVER_IMPORTS = ['**/client/**', 'react', 'react-*', '@mui/*'];
// Server and shared product code never reaches into test helpers: the server build leaves them out
// (tsconfig.server.json, docs/decisions/product-and-test-code.md), and productionBuild.test.ts loads what it builds.
const TEST_HELPERS = ['**/test/**', '**/testing/**', 'fast-check'];
const TEST_CODE = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**'];

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
    { files: TEST_CODE.map((glob) => `src/server/${glob}`), rules: { 'no-restricted-imports': ['error', { patterns: SERVER_IMPORTS }] } },
    { files: ['*.cjs', '*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ],
};
