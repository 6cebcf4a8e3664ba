/** Two projects: the server (and shared) in Node against PGlite, the client in jsdom. */
const { serverDependencies, typescript } = require('./scripts/jest/transforms.cjs');

/** @type {import('jest').Config} */
module.exports = {
  // Whole-app renders and PGlite start-up take seconds on a busy 2-core CI machine; speed budgets live in `npm run bench`.
  testTimeout: 30_000,
  // Jest's default keeps a core for its own process, which on a 2-core machine runs one file at a time; that
  // process only gathers results, so every core runs test files.
  maxWorkers: '100%',
  // The slowest files, and whether the PostgreSQL and Redis suites were left out, as the run's last lines.
  reporters: ['default', '<rootDir>/scripts/jest/runSummary.cjs'],
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      // A folder for this run only: test files share the migrated PGlite database made in it (test/pgliteSnapshot.ts).
      globalSetup: '<rootDir>/scripts/jest/globalSetup.cjs',
      globalTeardown: '<rootDir>/scripts/jest/globalTeardown.cjs',
      roots: ['<rootDir>/src/server', '<rootDir>/src/shared', '<rootDir>/scripts/start', '<rootDir>/scripts/cluster'],
      testMatch: ['**/*.test.ts'],
      // *.redis.test.ts need a Redis server and *.postgres.test.ts a PostgreSQL one: CI's server step sets
      // REDIS_URL and DATABASE_URL.
      testPathIgnorePatterns: [
        '/node_modules/',
        ...(process.env.REDIS_URL ? [] : ['\\.redis\\.test\\.ts$']),
        ...(process.env.DATABASE_URL ? [] : ['\\.postgres\\.test\\.ts$']),
      ],
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
      ...serverDependencies,
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src/client'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/src/client/test/setupTests.ts'],
      moduleNameMapper: { '\\.(png|jpe?g|svg|webp|mp4)$': '<rootDir>/src/client/test/fileStub.ts' },
      transform: typescript,
    },
  ],
};
