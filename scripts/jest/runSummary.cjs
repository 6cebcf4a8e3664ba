/**
 * Closing lines of a jest run: the slowest test files, then whether suites that need a service were left out.
 * The PostgreSQL and Redis suites run only where DATABASE_URL / REDIS_URL are set, or the local servers were found
 * (jest.config.js); a run that left them out says so last, and with REQUIRE_SERVICE_SUITES=1 (CI) it fails instead.
 */
const { readdirSync, writeSync } = require('node:fs');
const path = require('node:path');

const SLOWEST = 10;

function serviceSuites(rootDir) {
  const files = ['src', 'scripts'].flatMap((folder) => readdirSync(path.join(rootDir, folder), { recursive: true }).map(String));
  return {
    postgres: files.filter((file) => file.endsWith('.postgres.test.ts')),
    redis: files.filter((file) => file.endsWith('.redis.test.ts')),
  };
}

class RunSummary {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.failed = false;
  }

  onRunComplete(_contexts, results) {
    const timed = results.testResults
      .map((file) => ({ path: file.testFilePath.slice(this.rootDir.length + 1), ms: file.perfStats.end - file.perfStats.start }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST);
    if (results.testResults.length > SLOWEST) {
      writeSync(2, `\nSlowest test files:\n${timed.map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.path}`).join('\n')}\n`);
    }

    const ran = results.testResults.map((file) => file.testFilePath);
    if (!ran.some((file) => file.includes('/src/server/'))) return; // a run of client tests only
    const closing = this.serviceLine();
    // Jest prints its own summary after every reporter's onRunComplete; this line comes after it.
    if (closing !== null) process.once('exit', () => writeSync(2, `${closing}\n`));
  }

  /** Which services the server tests ran on, when jest.config.js found them running, or which suites were left out. */
  serviceLine() {
    const suites = serviceSuites(this.rootDir);
    const left = [];
    if (!process.env.DATABASE_URL && suites.postgres.length > 0) left.push(`${suites.postgres.length} PostgreSQL suites (DATABASE_URL unset)`);
    if (!process.env.REDIS_URL && suites.redis.length > 0) left.push(`${suites.redis.length} Redis suites (REDIS_URL unset)`);
    const found = process.env.TEST_SERVICES_FOUND ? `Ran on ${process.env.TEST_SERVICES_FOUND}, found running (TEST_SERVICES=none keeps a run on PGlite). ` : '';
    if (left.length === 0) return found === '' ? null : found.trimEnd();
    this.failed = process.env.REQUIRE_SERVICE_SUITES === '1';
    const line = `${found}Left out: ${left.join(' and ')}.`;
    return this.failed ? `${line} REQUIRE_SERVICE_SUITES=1 makes that a failure.` : line;
  }

  getLastError() {
    return this.failed ? new Error('service suites were left out') : undefined;
  }
}

module.exports = RunSummary;
