import { loadConfig } from './config';
import { problemsOf } from './test/configProblems';

describe('the contact push services are given (VAPID_SUBJECT)', () => {
  it('is VAPID_SUBJECT when set', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'https://fantickets.example/contact', MAIL_FROM: 'no-reply@fantickets.example' }).vapidSubject).toBe('https://fantickets.example/contact');
  });

  it("is else MAIL_FROM's address alone, as a plain mailto: URL, even when MAIL_FROM carries a display name", () => {
    expect(loadConfig({ MAIL_FROM: 'no-reply@fantickets.example' }).vapidSubject).toBe('mailto:no-reply@fantickets.example');
    expect(loadConfig({ MAIL_FROM: 'FanTickets <no-reply@fantickets.example>' }).vapidSubject).toBe('mailto:no-reply@fantickets.example');
    expect(loadConfig({ MAIL_FROM: '"FanTickets, India" <alerts@fantickets.example>' }).vapidSubject).toBe('mailto:alerts@fantickets.example');
  });

  it('falls back to no-reply@localhost when MAIL_FROM is unset or holds no address', () => {
    expect(loadConfig({}).vapidSubject).toBe('mailto:no-reply@localhost');
    expect(loadConfig({ MAIL_FROM: 'FanTickets' }).vapidSubject).toBe('mailto:no-reply@localhost');
  });

  it('refuses a VAPID_SUBJECT that is neither mailto: nor https:', () => {
    expect(problemsOf({ VAPID_SUBJECT: 'http://fantickets.example' })).toEqual([expect.stringContaining('VAPID_SUBJECT')]);
  });
});
