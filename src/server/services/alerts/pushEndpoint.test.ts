import { isAllowedPushEndpoint } from './pushEndpoint';

describe('which push endpoints the server will send to', () => {
  const production = { allowLoopback: false };
  const development = { allowLoopback: true };

  it.each([
    'https://fcm.googleapis.com/fcm/send/dXJpOmV4YW1wbGU',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
    'https://web.push.apple.com/QGx0ZXN0',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('takes the browser push service %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, production)).toBe(true);
  });

  it.each([
    ['plain HTTP', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/x'],
    ['a suffix alone', 'https://.push.apple.com/x'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['credentials in the URL', 'https://user:pass@fcm.googleapis.com/fcm/send/x'],
    ['a cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['an internal service', 'https://10.0.0.5/admin'],
    ['an IPv6 literal', 'https://[fd00::1]/x'],
    ['this machine', 'http://127.0.0.1:5432/'],
    ['not a URL', 'fcm.googleapis.com/fcm/send/x'],
    ['another scheme', 'file:///etc/passwd'],
  ])('refuses %s in production', (_label, endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, production)).toBe(false);
  });

  it('takes the local push service on loopback outside production, and still nothing else', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:41234/push/abc', development)).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:41234/push/abc', development)).toBe(true);
    expect(isAllowedPushEndpoint('http://169.254.169.254/latest/meta-data/', development)).toBe(false);
    expect(isAllowedPushEndpoint('http://10.0.0.5/', development)).toBe(false);
  });
});
