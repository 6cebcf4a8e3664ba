/** How Jest turns source into what Node 20 runs: shared by the unit tests (jest.config.js) and the journeys (e2e/). */

const typescript = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }] };

/**
 * Jest on Node 20 can neither require ES-module-only packages nor run import() inside CommonJS; these server
 * dependencies need one or the other, so they are turned into plain CommonJS when loaded.
 */
const serverDependencies = {
  transformIgnorePatterns: ['/node_modules/(?!(kysely|cookie|content-disposition|@fastify/cookie|@electric-sql/pglite|openid-client|oauth4webapi|jose|typebox)/)'],
  transform: { ...typescript, '^.+/node_modules/.+\\.[cm]?js$': '<rootDir>/src/server/test/esmToCommonJs.cjs' },
};

module.exports = { typescript, serverDependencies };
