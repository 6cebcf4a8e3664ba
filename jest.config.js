/** Two projects: the server (and shared) in Node against PGlite or PostgreSQL, the client in jsdom. */
const { availableParallelism } = require('node:os');
const { useLocalServices } = require('./scripts/jest/localServices.cjs');
const { serverDependencies, typescript } = require('./scripts/jest/transforms.cjs');

/** @returns {import('jest').Config} */
const config = () => ({
  // Whole-app renders and PGlite start-up take seconds on a busy 2-core CI machine; speed budgets live in `npm run bench`.
  testTimeout: 30_000,
  // Jest's default keeps a core for its own process, which on a 2-core machine runs one file at a time; that
  // process only gathers results, so every core runs test files. On PostgreSQL a file waits while the server
  // works in its own processes: one worker more than the cores keeps them busy (272 s against 257 s on 2 cores).
  maxWorkers: process.env.DATABASE_URL ? availableParallelism() + 1 : '100%',
  // The slowest files, and whether the PostgreSQL and Redis suites were left out, as the run's last lines.
  reporters: ['default', '<rootDir>/scripts/jest/runSummary.cjs'],
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      // A folder for this run only: test files share the migrated PGlite database made in it (test/pgliteSnapshot.ts).
      globalSetup: '<rootDir>/scripts/jest/globalSetup.cjs',
      globalTeardown: '<rootDir>/scripts/jest/globalTeardown.cjs',
      roots: ['<rootDir>/src/server', '<rootDir>/src/shared', '<rootDir>/scripts/start', '<rootDir>/scripts/cluster', '<rootDir>/scripts/jest'],
      testMatch: ['**/*.test.ts'],
      // *.redis.test.ts need a Redis server and *.postgres.test.ts a PostgreSQL one: REDIS_URL and DATABASE_URL,
      // set or found running (scripts/jest/localServices.cjs).
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
});

// The local PostgreSQL and Redis, when they answer, decide which suites run: found before the config is made.
module.exports = async () => {
  await useLocalServices(process.env);
  return config();
};
