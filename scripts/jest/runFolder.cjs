/**
 * Jest globalSetup / globalTeardown: a temp folder for this run only, named in JEST_RUN_DIR for every worker.
 * It holds what one test file makes once and the others reuse (the migrated PGlite database), so nothing made
 * by an earlier run, from older migrations, is ever read.
 */
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

async function setup() {
  process.env.JEST_RUN_DIR = mkdtempSync(path.join(tmpdir(), 'jest-run-'));
}

async function teardown() {
  if (process.env.JEST_RUN_DIR) rmSync(process.env.JEST_RUN_DIR, { recursive: true, force: true });
}

module.exports = { setup, teardown };
