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
  maxWorkers: 1,
};
