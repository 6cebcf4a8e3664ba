import { loadConfig } from './config';
import { problemsOf } from './test/configProblems';

describe('background job settings in loadConfig', () => {
  it('runs jobs and keeps unused inbound e-mail 7 days by default; tests run jobs by hand', () => {
    expect(loadConfig({})).toMatchObject({ backgroundJobs: true, mailRetentionDays: 7 });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ backgroundJobs: false });
  });

  it('reads each setting', () => {
    expect(loadConfig({ BACKGROUND_JOBS: 'off', MAIL_RETENTION_DAYS: '30' })).toMatchObject({ backgroundJobs: false, mailRetentionDays: 30 });
    expect(loadConfig({ NODE_ENV: 'test', BACKGROUND_JOBS: 'on' })).toMatchObject({ backgroundJobs: true });
  });

  it('names bad values', () => {
    expect(problemsOf({ BACKGROUND_JOBS: 'yes', MAIL_RETENTION_DAYS: '0' })).toEqual([
      'BACKGROUND_JOBS must be one of on, off (got "yes")',
      'MAIL_RETENTION_DAYS must be a whole number of days from 1 to 365 (got "0")',
    ]);
    expect(problemsOf({ MAIL_RETENTION_DAYS: '7.5' })).toEqual(['MAIL_RETENTION_DAYS must be a whole number of days from 1 to 365 (got "7.5")']);
    expect(problemsOf({ MAIL_RETENTION_DAYS: '400' })).toEqual(['MAIL_RETENTION_DAYS must be a whole number of days from 1 to 365 (got "400")']);
  });
});
