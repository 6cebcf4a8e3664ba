/** Browser journeys: the production build served by the real server, driven in Debian's Chromium. */
/** @type {import('jest').Config} */
module.exports = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  // The journeys' helpers build booking e-mails from server code (the shipped providers' migration imports
  // kysely), so ES-module-only server dependencies are turned into CommonJS as in the server project.
  transformIgnorePatterns: ['/node_modules/(?!(kysely|cookie|content-disposition|@fastify/cookie|@electric-sql/pglite|openid-client|oauth4webapi|jose|typebox)/)'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
    '^.+/node_modules/.+\\.[cm]?js$': '<rootDir>/src/server/test/esmToCommonJs.cjs',
  },
  testTimeout: 90_000,
  maxWorkers: 1,
};
