/** Browser journeys: the production build served by the real server, driven in Debian's Chromium. */
const { serverDependencies } = require('../scripts/jest/transforms.cjs');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  // The journeys' helpers build booking e-mails from server code (the shipped providers' migration imports
  // kysely): its dependencies are compiled as in the server project.
  ...serverDependencies,
  testTimeout: 90_000,
  // Two files at a time: one file (its server, Chromium and jest) keeps about 1.2 of two cores busy, so one worker
  // left 40% of the machine idle. On 2 cores: 376 s with one worker, 254-257 s with two (docs/decisions/test-run-speed.md).
  maxWorkers: 2,
};
